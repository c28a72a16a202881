import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pricingLevels } from '../../../content/pricing';
import { pricingCalculator } from '../../../content/pricingCalculator';
import { LevelSlider } from './LevelSlider';

afterEach(cleanup);

function renderSlider(levelIndex: number, onChange = vi.fn()) {
  render(
    <>
      <p id="label">{pricingCalculator.sliderLabel}</p>
      <LevelSlider levelIndex={levelIndex} onChange={onChange} labelId="label" />
    </>,
  );
  return { slider: screen.getByRole('slider', { name: pricingCalculator.sliderLabel }), onChange };
}

describe('the level slider', () => {
  it('is a labelled native range with one step per level', () => {
    const { slider } = renderSlider(2);
    expect(slider).toBeInstanceOf(HTMLInputElement);
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', String(pricingLevels.length - 1));
    expect(slider).toHaveAttribute('step', '1');
    expect(slider).toHaveValue('2');
  });

  it('names the level and its ad spend for screen readers', () => {
    const { slider } = renderSlider(10);
    expect(slider).toHaveAttribute('aria-valuetext', 'Ultimate, $100,000+');
  });

  it('fills the track up to the chosen level', () => {
    expect(renderSlider(5).slider.style.getPropertyValue('--fill')).toBe('50%');
  });

  it('reports the position the visitor moves it to', () => {
    const { slider, onChange } = renderSlider(2);
    fireEvent.change(slider, { target: { value: '7' } });
    expect(onChange).toHaveBeenCalledWith(7);
  });
});
