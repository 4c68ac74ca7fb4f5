import styles from "./segmented.module.css";

/**
 * A small choice of views as a row of segments: native radios under the labels (arrows move between them,
 * the group has one tab stop), stretched across the width on a phone.
 */
export function Segmented<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.segmented}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} data-checked={value === option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
