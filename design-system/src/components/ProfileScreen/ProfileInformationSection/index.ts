export {
  ProfileInformationSection,
  type ProfileInformationSectionProps,
  type ProfileInformationValues,
  type ProfileInformationField,
} from './ProfileInformationSection';
