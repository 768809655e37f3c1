export { seedDemo } from './seed-demo';
