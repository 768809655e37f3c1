export { StandaloneApp } from './standalone-app';
export { StandaloneLogin } from './standalone-login';
