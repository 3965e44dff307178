/** One choice of a select given as data: the value it sets and the text it shows. */
export interface SelectOption {
  value: string | number;
  label: string;
}
