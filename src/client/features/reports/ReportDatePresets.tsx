// The presets beside a report's date fields: each fills both fields with its days, counted from the
// gym's today. The pressed one is whichever the fields hold now, so a date typed by hand un-presses it
// and the fields stay the truth.
import {
  type PresetRange,
  presetOf,
  presetRange,
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
} from '../../../shared/report-presets.js';
import { Button } from '../../components/Button.js';

interface ReportDatePresetsProps {
  today: string;
  range: PresetRange;
  onChoose: (range: PresetRange) => void;
}

export function ReportDatePresets({ today, range, onChoose }: ReportDatePresetsProps) {
  const chosen = presetOf(range, today);
  return (
    <fieldset className="report-presets">
      <legend>Dates</legend>
      {REPORT_PRESETS.map((preset) => (
        <Button
          key={preset}
          variant={preset === chosen ? 'primary' : 'secondary'}
          aria-pressed={preset === chosen}
          onClick={() => onChoose(presetRange(preset, today))}
        >
          {REPORT_PRESET_LABELS[preset]}
        </Button>
      ))}
    </fieldset>
  );
}
