export interface LevelSliderViewProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  labelId: string;
  valueText: string;
}
