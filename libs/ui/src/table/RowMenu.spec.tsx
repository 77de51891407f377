import { fireEvent, render, screen } from '@testing-library/react';
import { RowMenu } from './RowMenu';

function renderMenu() {
  const duplicate = jest.fn();
  const remove = jest.fn();
  render(
    <RowMenu
      label="Další akce: Bonus Tipsport"
      actions={[
        { label: 'Náhled', onSelect: jest.fn() },
        { label: 'Duplikovat', onSelect: duplicate },
        { label: 'Smazat', onSelect: remove, danger: true },
      ]}
    />,
  );
  return { duplicate, remove, button: screen.getByRole('button', { name: 'Další akce: Bonus Tipsport' }) };
}
const focusedItem = () => document.activeElement?.textContent;

describe('RowMenu', () => {
  it('is a menu button that says whether its menu is open', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Další akce: Bonus Tipsport' })).toBeTruthy();
    expect(focusedItem()).toBe('Náhled');
  });

  it('walks its items with the arrow keys, Home and End, wrapping round', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focusedItem()).toBe('Duplikovat');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focusedItem()).toBe('Smazat');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focusedItem()).toBe('Náhled');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focusedItem()).toBe('Smazat');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focusedItem()).toBe('Náhled');
  });

  it('opens from the keyboard with an arrow key, and Escape closes it with focus back on the button', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('runs the chosen action once and closes', () => {
    const { button, duplicate } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Duplikovat' }));
    expect(duplicate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click outside', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
