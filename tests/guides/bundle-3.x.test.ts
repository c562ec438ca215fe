import { describeBundles } from './bundle';

describeBundles('3.x');
