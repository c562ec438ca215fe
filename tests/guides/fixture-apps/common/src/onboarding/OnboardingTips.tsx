import React from 'react';
import { Text } from 'react-native';

export default function OnboardingTips() {
  return <Text>Pack water, tell someone your route, turn back before dark.</Text>;
}
