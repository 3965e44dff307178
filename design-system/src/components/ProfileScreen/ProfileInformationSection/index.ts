export {
  ProfileInformationSection,
  type ProfileInformationSectionProps,
  type ProfileInformationValues,
  type ProfileInformationErrors,
  type ProfileInformationField,
} from './ProfileInformationSection';
