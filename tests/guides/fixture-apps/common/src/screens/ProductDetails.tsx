import React from 'react';
import { Text } from 'react-native';

// Exposed by the Module Federation remote configuration of the 3.x guide.
export default function ProductDetails() {
  return <Text>Two-person tent, 1.9 kg</Text>;
}
