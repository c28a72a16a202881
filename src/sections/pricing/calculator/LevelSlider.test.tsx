// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatorFor, pricingFor } from '../../../../test/siteCopy';
import { locales, type Locale } from '../../../../shared/language/locales';
import { LevelSlider } from './LevelSlider';

afterEach(cleanup);

function renderSlider(locale: Locale, levelIndex: number, onChange = vi.fn()) {
  const text = calculatorFor(locale).calculator;
  render(
    <>
      <p id="label">{text.sliderLabel}</p>
      <LevelSlider
        levelIndex={levelIndex}
        onChange={onChange}
        labelId="label"
        levels={pricingFor(locale).levels}
        text={text}
      />
    </>,
  );
  return { slider: screen.getByRole('slider', { name: text.sliderLabel }), onChange };
}

describe.each(locales)('the level slider in %s', (locale) => {
  const { levels } = pricingFor(locale);

  it('is a labelled native range with one step per level', () => {
    const { slider } = renderSlider(locale, 2);
    expect(slider).toBeInstanceOf(HTMLInputElement);
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', String(levels.length - 1));
    expect(slider).toHaveAttribute('step', '1');
    expect(slider).toHaveValue('2');
  });

  it('names the level and its ad spend for screen readers', () => {
    const { slider } = renderSlider(locale, 10);
    const level = levels[10];
    if (!level) throw new Error('No eleventh level');
    const valueText = slider.getAttribute('aria-valuetext');
    expect(valueText).toContain(level.name);
    expect(valueText).toContain(level.maxAdSpend);
  });

  it('fills the track up to the chosen level', () => {
    expect(renderSlider(locale, 5).slider.style.getPropertyValue('--fill')).toBe('50%');
  });

  it('reports the position the visitor moves it to', () => {
    const { slider, onChange } = renderSlider(locale, 2);
    fireEvent.change(slider, { target: { value: '7' } });
    expect(onChange).toHaveBeenCalledWith(7);
  });
});

describe('the level slider in English', () => {
  it('names the level and its ad spend for screen readers', () => {
    const { slider } = renderSlider('en', 10);
    expect(slider).toHaveAttribute('aria-valuetext', 'Ultimate, $100,000+');
  });
});
