import React from 'react';
import { Text, View } from 'react-native';

const HIKES_KM = [4.2, 11.5, 7.8];

export default function StatsScreen() {
  const total = HIKES_KM.reduce((sum, km) => sum + km, 0);
  return (
    <View style={{ padding: 24 }}>
      <Text>This week: {total.toFixed(1)} km over {HIKES_KM.length} hikes</Text>
    </View>
  );
}
