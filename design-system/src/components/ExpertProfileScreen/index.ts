export * from './ExpertProfileScreen';
