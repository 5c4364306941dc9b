/** The middle value (the upper of the two middles for an even count), as every bench report reads its rounds. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
