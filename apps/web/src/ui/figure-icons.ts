import Balance from '@mui/icons-material/Balance';
import Bolt from '@mui/icons-material/Bolt';
import Diversity3 from '@mui/icons-material/Diversity3';
import Favorite from '@mui/icons-material/Favorite';
import Insights from '@mui/icons-material/Insights';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Park from '@mui/icons-material/Park';
import Recycling from '@mui/icons-material/Recycling';
import School from '@mui/icons-material/School';
import WaterDrop from '@mui/icons-material/WaterDrop';
import type { SvgIconComponent } from '@mui/icons-material';

export const FIGURE_ICONS: readonly SvgIconComponent[] = [
  Lightbulb,
  School,
  Favorite,
  Balance,
  WaterDrop,
  Bolt,
  Diversity3,
  Park,
  Insights,
  Recycling,
];
