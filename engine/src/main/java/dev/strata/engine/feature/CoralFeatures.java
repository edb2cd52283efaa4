package dev.strata.engine.feature;

import dev.strata.engine.random.Shuffle;
import com.google.gson.JsonPrimitive;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import dev.strata.engine.random.RandomSource;
import dev.strata.regionio.block.UnknownBlockStateException;
import java.util.List;
import java.util.Map;

/**
 * The warm ocean reefs: {@code coral_tree}, {@code coral_claw} and {@code coral_mushroom} (game: {@code
 * CoralFeature} and its subclasses {@code CoralTreeFeature}, {@code CoralClawFeature}, {@code CoralMushroomFeature};
 * no configuration). Each picks one coral block for the whole feature, then grows a shape of it in water.
 *
 * <p>Random picks from block tags follow the game's {@code HolderGetter.getRandomElementOf}: {@code nextInt(size)}
 * over the tag's element list, in the order the tag files list them (nested tags expanded in place, first
 * appearance kept: {@code TagLoader} builds a {@code LinkedHashSet}); an empty tag draws nothing and places
 * nothing. The tags are {@code #coral_blocks}, {@code #corals} (what may stand on a coral block) and
 * {@code #wall_corals}.
 */
final class CoralFeatures {
    private CoralFeatures() {}

    static void register(Map<String, FeatureType> types) {
        types.put("minecraft:coral_tree", (c, p) -> new CoralTree(Corals.of(c, p)));
        types.put("minecraft:coral_claw", (c, p) -> new CoralClaw(Corals.of(c, p)));
        types.put("minecraft:coral_mushroom", (c, p) -> new CoralMushroom(Corals.of(c, p)));
    }

    /** Horizontal directions in the game's {@code Direction.Plane.HORIZONTAL} order: north, east, south, west. */
    static final int[] DX = {0, 1, 0, -1}, DZ = {-1, 0, 1, 0};
    static final String[] NAMES = {"north", "east", "south", "west"};

    static int clockWise(int d) {
        return (d + 1) & 3;
    }

    static int counterClockWise(int d) {
        return (d + 3) & 3;
    }

    /**
     * The blocks of the three coral tags as default states in tag order, and the block facts the shapes test.
     *
     * @param blocks {@code #coral_blocks}; @param corals {@code #corals}; @param wallCorals {@code #wall_corals}
     * @param coralsTag {@code #corals} for membership tests
     */
    record Corals(int[] blocks, int[] corals, int[] wallCorals, BlockStates.BlockTag coralsTag, int water, int seaPickle) {
        static Corals of(JsonCursor c, FeatureParser p) {
            BlockStates s = p.states();
            return new Corals(tagStates(c, p, "minecraft:coral_blocks"), tagStates(c, p, "minecraft:corals"),
                    tagStates(c, p, "minecraft:wall_corals"), s.tag("minecraft:corals"), s.blockIndex("minecraft:water"),
                    s.defaultState("minecraft:sea_pickle"));
        }

        /** Game: {@code getRandomElementOf(tag, random)}: the element {@code nextInt(size)}, or -1 (no draw) when empty. */
        static int pick(int[] list, RandomSource random) {
            return list.length == 0 ? -1 : list[random.nextInt(list.length)];
        }

        /**
         * Game: {@code CoralFeature.placeCoralBlock}: into water or a coral with water above, the coral block; then
         * above it a coral or fan (1 in 4) or else a sea pickle (1 in 20), and on each horizontal side in water a
         * wall fan facing away (1 in 5 each).
         *
         * @return false when the position was not water or coral, or the block above not water (nothing placed)
         */
        boolean placeCoralBlock(WorldGenLevel level, RandomSource random, int x, int y, int z, int state) {
            BlockStates s = level.states();
            int target = level.getBlockState(x, y, z);
            if (!(s.is(target, water) || s.is(target, coralsTag)) || !s.is(level.getBlockState(x, y + 1, z), water)) return false;
            level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_ALL);
            if (random.nextFloat() < 0.25f) {
                int coral = pick(corals, random);
                if (coral >= 0) level.setBlock(x, y + 1, z, coral, WorldGenLevel.UPDATE_CLIENTS);
            } else if (random.nextFloat() < 0.05f) {
                int pickles = random.nextInt(4) + 1;
                level.setBlock(x, y + 1, z, s.with(seaPickle, "pickles", Integer.toString(pickles)), WorldGenLevel.UPDATE_CLIENTS);
            }
            for (int d = 0; d < 4; d++) {
                if (!(random.nextFloat() < 0.2f)) continue;
                int rx = x + DX[d], rz = z + DZ[d];
                if (!s.is(level.getBlockState(rx, y, rz), water)) continue;
                int fan = pick(wallCorals, random);
                if (fan < 0) continue;
                if (s.value(fan, "facing") != null) fan = s.with(fan, "facing", NAMES[d]);
                level.setBlock(rx, y, rz, fan, WorldGenLevel.UPDATE_CLIENTS);
            }
            return true;
        }
    }

    private static int[] tagStates(JsonCursor c, FeatureParser p, String tag) {
        JsonCursor at = new JsonCursor(c.file(), c.path() + " (block tag #" + tag + ")", new JsonPrimitive("#" + tag));
        List<ResourceId> ids = Tags.holderSet(at, p.pack(), "block", id -> known(p.states(), id));
        int[] out = new int[ids.size()];
        for (int i = 0; i < out.length; i++) {
            try {
                out[i] = p.states().defaultState(ids.get(i).toString());
            } catch (UnknownBlockStateException e) {
                throw at.error("unknown block " + ids.get(i));
            }
        }
        return out;
    }

    private static boolean known(BlockStates s, ResourceId id) {
        try {
            s.defaultState(id.toString());
            return true;
        } catch (UnknownBlockStateException e) {
            return false;
        }
    }

    /** Game: {@code CoralFeature.place}: the coral block is drawn first, then the shape; nothing for an empty tag. */
    private static boolean place(Corals corals, RandomSource random, java.util.function.IntPredicate shape) {
        int block = Corals.pick(corals.blocks(), random);
        return block >= 0 && shape.test(block);
    }

    /**
     * Game: {@code CoralTreeFeature}: a trunk of 1 to 3 blocks, then 2 to 4 branches in shuffled horizontal
     * directions, each 2 to 6 blocks climbing and stepping outwards.
     */
    record CoralTree(Corals corals) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            return CoralFeatures.place(corals, random, state -> {
                int py = y;
                int trunkHeight = random.nextInt(3) + 1;
                for (int i = 0; i < trunkHeight; i++) {
                    if (!corals.placeCoralBlock(level, random, x, py, z, state)) return true;
                    py++;
                }
                int topY = py;
                int branches = random.nextInt(3) + 2;
                int[] directions = {0, 1, 2, 3};
                Shuffle.shuffle(directions, random);
                for (int b = 0; b < branches; b++) {
                    int d = directions[b];
                    int bx = x + DX[d], by = topY, bz = z + DZ[d];
                    int branchHeight = random.nextInt(5) + 2;
                    int segmentLength = 0;
                    for (int j = 0; j < branchHeight && corals.placeCoralBlock(level, random, bx, by, bz, state); j++) {
                        by++;
                        if (j == 0 || (++segmentLength >= 2 && random.nextFloat() < 0.25f)) {
                            bx += DX[d];
                            bz += DZ[d];
                            segmentLength = 0;
                        }
                    }
                }
                return true;
            });
        }
    }

    /**
     * Game: {@code CoralClawFeature}: a coral block at the origin, then 2 or 3 of the claw direction and its two
     * sides (shuffled), each a short segment sideways or up followed by a run in the claw direction.
     */
    record CoralClaw(Corals corals) implements ConfiguredFeature {
        private static final int UP = 4;

        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            return CoralFeatures.place(corals, random, state -> {
                if (!corals.placeCoralBlock(level, random, x, y, z, state)) return false;
                int claw = random.nextInt(4);
                int branches = random.nextInt(2) + 2;
                int[] possible = {claw, clockWise(claw), counterClockWise(claw)};
                Shuffle.shuffle(possible, random);
                branchLoop:
                for (int b = 0; b < branches; b++) {
                    int branch = possible[b];
                    int px = x, py = y, pz = z;
                    int sidewayLength = random.nextInt(2) + 1;
                    px += DX[branch];
                    pz += DZ[branch];
                    int segment, inwayLength;
                    if (branch == claw) {
                        segment = claw;
                        inwayLength = random.nextInt(3) + 2;
                    } else {
                        py++;
                        segment = random.nextInt(2) == 0 ? branch : UP; // Util.getRandom({branch, UP})
                        inwayLength = random.nextInt(3) + 3;
                    }
                    for (int i = 0; i < sidewayLength && corals.placeCoralBlock(level, random, px, py, pz, state); i++) {
                        if (segment == UP) py++;
                        else {
                            px += DX[segment];
                            pz += DZ[segment];
                        }
                    }
                    if (segment == UP) py--;
                    else {
                        px -= DX[segment];
                        pz -= DZ[segment];
                    }
                    py++;
                    for (int i = 0; i < inwayLength; i++) {
                        px += DX[claw];
                        pz += DZ[claw];
                        if (!corals.placeCoralBlock(level, random, px, py, pz, state)) continue branchLoop;
                        if (random.nextFloat() < 0.25f) py++;
                    }
                }
                return true;
            });
        }
    }

    /**
     * Game: {@code CoralMushroomFeature}: the faces (not the edges) of a box 4 to 6 blocks on each side, sunk 1 to
     * 3 blocks, each face block left out 1 in 10.
     */
    record CoralMushroom(Corals corals) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
            return CoralFeatures.place(corals, random, state -> {
                int height = random.nextInt(3) + 3;
                int width = random.nextInt(3) + 3;
                int length = random.nextInt(3) + 3;
                int sink = random.nextInt(3) + 1;
                for (int x = 0; x <= width; x++) {
                    for (int y = 0; y <= height; y++) {
                        for (int z = 0; z <= length; z++) {
                            boolean xEnd = x == 0 || x == width, yEnd = y == 0 || y == height, zEnd = z == 0 || z == length;
                            // on a face of the box but not on one of its edges; the draw only then
                            if ((!xEnd || !yEnd) && (!zEnd || !yEnd) && (!xEnd || !zEnd) && (xEnd || yEnd || zEnd)
                                    && !(random.nextFloat() < 0.1f)) {
                                corals.placeCoralBlock(level, random, ox + x, oy + y - sink, oz + z, state);
                            }
                        }
                    }
                }
                return true;
            });
        }
    }
}
