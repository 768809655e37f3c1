import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ESTADO_CAMPANA_LABELS } from 'shared/contracts';
import { formatDate } from 'shared/format';
import { TextInput, tk, uiTokens } from 'shared/ui';
import { sugerirCampanas, type CampanaParaInforme } from '../api/campana-sitio';

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: 100%;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  max-height: 16rem;
  overflow-y: auto;
  border: 1px solid ${tk((t) => t.controlBorder)};
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.surface)};
  box-shadow: 0 6px 18px rgb(0 0 0 / 18%);
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  padding: 0.5rem 0.75rem;
  cursor: pointer;
  color: ${tk((t) => t.text)};
  background: ${({ $active, theme }) => ($active ? uiTokens(theme).surfaceHover : 'transparent')};
  outline: ${({ $active, theme }) => ($active ? `2px solid ${uiTokens(theme).focus}` : 'none')};
  outline-offset: -2px;
  &:hover {
    background: ${tk((t) => t.surfaceHover)};
  }
`;

const Detail = styled.span`
  font-size: 0.8125rem;
  color: ${tk((t) => t.textMuted)};
`;

export interface CampanaComboboxProps {
  value: string;
  error: string | undefined;
  /** The client's open campaigns (empty: a plain text field). */
  campanas: readonly CampanaParaInforme[];
  onChange: (text: string) => void;
  onPick: (campana: CampanaParaInforme) => void;
}

/**
 * The spec's "Campaña" text field (its label, rules and messages unchanged: any text creates a report) as an ARIA 1.2
 * combobox suggesting the client's open campaigns as one types: ↓/↑ move through them, Enter picks, Escape closes;
 * a click picks too. The list is a listbox whose active option is announced (aria-activedescendant).
 */
export function CampanaCombobox({ value, error, campanas, onChange, onPick }: CampanaComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `campanas-${useId().replace(/:/g, '')}`;
  const opciones = sugerirCampanas(campanas, value);
  const expanded = open && opciones.length > 0;

  const pick = (c: CampanaParaInforme) => {
    onPick(c);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (opciones.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : opciones.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + opciones.length) % opciones.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < opciones.length) {
      event.preventDefault(); // picks the suggestion instead of sending the form
      pick(opciones[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation(); // closes the list, not the dialog around the form
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Wrap>
      <TextInput
        label="Campaña"
        required
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        hint={campanas.length > 0 ? 'Escriba o pulse ↓ para ver las campañas abiertas del cliente' : undefined}
        value={value}
        error={error}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      {expanded && (
        <List id={listId} role="listbox" aria-label="Sugerencias de campañas">
          {opciones.map((c, i) => (
            <Option
              key={c.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              $active={i === active}
              onMouseDown={(event) => event.preventDefault()} // keeps the focus in the field
              onClick={() => pick(c)}
            >
              <span>{c.nombre}</span>
              <Detail>
                {ESTADO_CAMPANA_LABELS[c.estado]} · {formatDate(c.fecha_inicio)} – {formatDate(c.fecha_fin)} · {c.sitios.length}{' '}
                {c.sitios.length === 1 ? 'sitio' : 'sitios'}
              </Detail>
            </Option>
          ))}
        </List>
      )}
    </Wrap>
  );
}
