package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.BlockSurvival;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;

/**
 * {@code BlockState.updateShape} of the furnishing blocks of the woodland mansion's templates, beyond those
 * {@link PieceShapeUpdates} writes out (game: the 26.2 block classes):
 * <ul>
 *   <li>walls ({@code WallBlock}): a water tick when waterlogged; from below nothing; from above and from a side the
 *       sides recomputed (a side connects to a wall, bars or panes, a fence gate turned across it, or a sturdy face
 *       that is no connection exception; it is tall where the bottom face of the block above covers its strip) and
 *       the post ({@code shouldRaisePost});</li>
 *   <li>fence gates ({@code FenceGateBlock}): towards either side of its hinge axis, {@code in_wall} = a wall on
 *       either side;</li>
 *   <li>redstone wire ({@code RedStoneWireBlock}): from below air without a sturdy top or hopper; from above the
 *       connections recomputed; from a side that side's connection, or all recomputed from a cross when it turns on or
 *       off or the wire was a cross;</li>
 *   <li>chests and trapped chests ({@code ChestBlock}): a water tick; a single chest next to the matching half of a
 *       double chest facing the same way becomes its other half; a half whose partner side changed to something else
 *       becomes single;</li>
 *   <li>vines ({@code VineBlock}): from a side or above, each face kept only where it can hang (a full face, or the
 *       same face of a vine above), air with no face left;</li>
 *   <li>levers ({@code FaceAttachedHorizontalDirectionalBlock}) and wall banners ({@code WallBannerBlock}): air when the
 *       block they hang on no longer holds them (a sturdy face; for banners a solid block);</li>
 *   <li>rails ({@code BaseRailBlock}): a water tick when waterlogged (their shape changes on neighbour updates, not
 *       here); carved pumpkins and TNT: unchanged; anvils ({@code FallingBlock}): a block tick after 2;</li>
 *   <li>farmland ({@code FarmlandBlock}): from above a block tick after 1 when a solid block other than a fence gate
 *       stands on it;</li>
 *   <li>wheat ({@code CropBlock}): air without enough light (raw brightness 8, as {@link BlockSurvival} reads the
 *       features step's light) or without {@code #supports_crops} below; attached stems ({@code AttachedStemBlock}):
 *       towards the side they face, the unattached stem of age 7 when their fruit is gone, else air without
 *       {@code #supports_pumpkin_stem} / {@code #supports_melon_stem} below; stems ({@code StemBlock}, what an
 *       attached stem becomes): air without that support below.</li>
 * </ul>
 * The wall rule reads the bottom face of the block above: none, full, a wall's, or else taken from that block's
 * collision boxes (block.json's {@code collisionShape}, the game's shapes) on a 1/64 grid.
 */
final class InteriorShapeUpdates {
    /** Returned for a block this class does not write out. */
    static final int NOT_HANDLED = -1;
    private static final int WATER_DELAY = 5;

    private InteriorShapeUpdates() {}

    /**
     * @param dir from the block to the neighbour
     * @return the new state, or {@link #NOT_HANDLED}
     */
    static int updateShape(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour, String where) {
        BlockStates s = level.states();
        String name = s.registry().blockName(state);
        int block = s.block(state);
        if (s.tag("minecraft:walls").blocks().get(block)) return wall(level, state, x, y, z, dir, neighbour, where);
        if (s.tag("minecraft:fence_gates").blocks().get(block)) {
            Direction facing = byId(s.value(state, "facing"));
            if (axis(facing.clockWise()) != axis(dir)) return state;
            int other = level.getBlockState(x - dir.stepX, y - dir.stepY, z - dir.stepZ);
            boolean inWall = isWall(s, neighbour) || isWall(s, other);
            return s.with(state, "in_wall", Boolean.toString(inWall));
        }
        switch (name) {
            case "minecraft:redstone_wire":
                return RedstoneWire.updateShape(level, state, x, y, z, dir, neighbour);
            case "minecraft:chest", "minecraft:trapped_chest":
                return chest(level, state, x, y, z, dir, neighbour);
            case "minecraft:vine":
                return vine(level, state, x, y, z, dir);
            case "minecraft:lever": {
                Direction connected = switch (s.value(state, "face")) {
                    case "ceiling" -> Direction.DOWN;
                    case "floor" -> Direction.UP;
                    default -> byId(s.value(state, "facing"));
                };
                if (connected.opposite() != dir) return state;
                Direction back = connected.opposite();
                int support = level.getBlockState(x + back.stepX, y + back.stepY, z + back.stepZ);
                return sturdy(support, connected) ? state : s.air;
            }
            case "minecraft:rail", "minecraft:powered_rail", "minecraft:detector_rail", "minecraft:activator_rail":
                waterTick(level, state, x, y, z);
                return state;
            case "minecraft:carved_pumpkin", "minecraft:tnt":
                return state;
            case "minecraft:anvil", "minecraft:chipped_anvil", "minecraft:damaged_anvil":
                level.scheduleBlockTick(x, y, z, name, 2);
                return state;
            case "minecraft:farmland": {
                if (dir != Direction.UP) return state;
                int above = level.getBlockState(x, y + 1, z);
                boolean survives = !s.isSolid(above) || s.tag("minecraft:fence_gates").blocks().get(s.block(above))
                        || s.registry().blockName(above).equals("minecraft:moving_piston");
                if (!survives) level.scheduleBlockTick(x, y, z, name, 1);
                return state;
            }
            case "minecraft:wheat": {
                int light = level instanceof BlockSurvival.Brightness b ? b.rawBrightness(x, y, z) : BlockSurvival.DEFAULT_BRIGHTNESS;
                boolean survives = light >= 8 && s.is(level.getBlockState(x, y - 1, z), s.tag("minecraft:supports_crops"));
                return survives ? state : s.air;
            }
            case "minecraft:pumpkin_stem", "minecraft:melon_stem": {
                // StemBlock (a VegetationBlock): air unless the block below supports it (the attached stem's fruit gone)
                String support = name.equals("minecraft:pumpkin_stem") ? "minecraft:supports_pumpkin_stem" : "minecraft:supports_melon_stem";
                return s.is(level.getBlockState(x, y - 1, z), s.tag(support)) ? state : s.air;
            }
            case "minecraft:attached_pumpkin_stem", "minecraft:attached_melon_stem": {
                boolean pumpkin = name.equals("minecraft:attached_pumpkin_stem");
                String fruit = pumpkin ? "minecraft:pumpkin" : "minecraft:melon";
                if (dir == byId(s.value(state, "facing")) && s.block(neighbour) != s.blockIndex(fruit)) {
                    return s.with(s.defaultState(pumpkin ? "minecraft:pumpkin_stem" : "minecraft:melon_stem"), "age", "7");
                }
                String support = pumpkin ? "minecraft:supports_pumpkin_stem" : "minecraft:supports_melon_stem";
                return s.is(level.getBlockState(x, y - 1, z), s.tag(support)) ? state : s.air;
            }
            default:
                break;
        }
        if (name.endsWith("_wall_banner")) {
            Direction facing = byId(s.value(state, "facing"));
            if (dir != facing.opposite()) return state;
            return s.isSolid(neighbour) ? state : s.air;
        }
        return NOT_HANDLED;
    }

    /** Game: {@code WallBlock.updateShape} (see the class comment). */
    private static int wall(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour, String where) {
        BlockStates s = level.states();
        waterTick(level, state, x, y, z);
        if (dir == Direction.DOWN) return state;
        boolean[] connected = new boolean[4]; // north, east, south, west (Direction.HORIZONTAL)
        for (int i = 0; i < 4; i++) {
            Direction d = Direction.HORIZONTAL[i];
            connected[i] = dir == d ? wallConnects(s, neighbour, d) : !"none".equals(s.value(state, d.id));
        }
        int above = dir == Direction.UP ? neighbour : level.getBlockState(x, y + 1, z);
        int[] cover = bottomFace(s, above, where, x, y + 1, z);
        int result = state;
        for (int i = 0; i < 4; i++) {
            Direction d = Direction.HORIZONTAL[i];
            String side = !connected[i] ? "none" : covers(cover, SIDE_TESTS[i]) ? "tall" : "low";
            result = s.with(result, d.id, side);
        }
        return s.with(result, "up", Boolean.toString(raisePost(s, result, above, cover)));
    }

    /** Game: {@code WallBlock.connectsTo(neighbour, isFaceSturdy(neighbour, dir.opposite), dir.opposite)}. */
    private static boolean wallConnects(BlockStates s, int neighbour, Direction dir) {
        String n = s.registry().blockName(neighbour);
        boolean bars = n.equals("minecraft:iron_bars") || n.endsWith("glass_pane") || n.endsWith("copper_bars");
        boolean gate = s.tag("minecraft:fence_gates").blocks().get(s.block(neighbour))
                && axis(byId(s.value(neighbour, "facing"))) == axis(dir.opposite().clockWise());
        return isWall(s, neighbour) || !exception(s, neighbour) && sturdy(neighbour, dir.opposite()) || bars || gate;
    }

    /** Game: {@code WallBlock.shouldRaisePost}. */
    private static boolean raisePost(BlockStates s, int wall, int above, int[] cover) {
        if (isWall(s, above) && "true".equals(s.value(above, "up"))) return true;
        String n = s.value(wall, "north"), e = s.value(wall, "east"), so = s.value(wall, "south"), w = s.value(wall, "west");
        boolean nNone = n.equals("none"), eNone = e.equals("none"), sNone = so.equals("none"), wNone = w.equals("none");
        if (nNone && sNone && wNone && eNone || nNone != sNone || wNone != eNone) return true;
        if (n.equals("tall") && so.equals("tall") || e.equals("tall") && w.equals("tall")) return false;
        return s.is(above, s.tag("minecraft:wall_post_override")) || covers(cover, POST_TEST);
    }

    /** Rectangles {minX, minZ, maxX, maxZ} in 1/64 of a block (game: {@code WallBlock}'s tests, 7..9 sixteenths wide, all 16 high). */
    private static final int[] POST_TEST = {28, 28, 36, 36};
    private static final int[][] SIDE_TESTS = {{28, 0, 36, 36}, {28, 28, 64, 36}, {28, 28, 36, 64}, {0, 28, 36, 36}};
    private static final int UNITS = 64;
    /** The bottom face of each collision shape text read so far (equal shapes share one String). */
    private static final java.util.Map<String, int[]> FACES = new java.util.concurrent.ConcurrentHashMap<>();
    private static final java.util.regex.Pattern BOX = java.util.regex.Pattern.compile(
            "AABB\\[([-0-9.E]+), ([-0-9.E]+), ([-0-9.E]+)\\] -> \\[([-0-9.E]+), ([-0-9.E]+), ([-0-9.E]+)\\]");

    /**
     * The bottom face of {@code state}'s collision shape as rectangles {minX, minZ, maxX, maxZ, ...} (1/64 of a block):
     * none for a block without a collision face below, the whole face for a full one, a wall's post and arms (its
     * collision: post 4..12, arms 5..11 sixteenths wide); any other block's from its collision boxes (block.json) that
     * start at its bottom (game: {@code getCollisionShape().getFaceShape(DOWN)}: the slice just above y 0).
     *
     * @throws IllegalStateException when a box edge is not on the 1/64 grid
     */
    private static int[] bottomFace(BlockStates s, int state, String where, int x, int y, int z) {
        BlockSupport support = BlockSupport.vanilla();
        dev.strata.engine.feature.Direction down = dev.strata.engine.feature.Direction.DOWN;
        if (!support.hasCollisionFace(state, down)) return new int[0];
        if (support.isCollisionFaceFull(state, down)) return new int[] {0, 0, UNITS, UNITS};
        if (isWall(s, state)) {
            int[] out = new int[20];
            int n = 0;
            if ("true".equals(s.value(state, "up"))) n = put(out, n, 16, 16, 48, 48);
            if (!"none".equals(s.value(state, "north"))) n = put(out, n, 20, 0, 44, 44);
            if (!"none".equals(s.value(state, "south"))) n = put(out, n, 20, 20, 44, 64);
            if (!"none".equals(s.value(state, "west"))) n = put(out, n, 0, 20, 44, 44);
            if (!"none".equals(s.value(state, "east"))) n = put(out, n, 20, 20, 64, 44);
            return java.util.Arrays.copyOf(out, n);
        }
        String shape = s.registry().collisionShape(state);
        int[] face = FACES.get(shape);
        if (face == null) {
            face = parseBottomFace(shape, where + ": the bottom face of " + s.registry().toString(state) + " at " + x + " " + y + " " + z);
            FACES.put(shape, face);
        }
        return face;
    }

    /** The boxes of a collision shape text that reach down to y 0, as rectangles on the 1/64 grid. */
    static int[] parseBottomFace(String shape, String what) {
        java.util.regex.Matcher m = BOX.matcher(shape);
        int[] out = new int[0];
        while (m.find()) {
            double minY = Double.parseDouble(m.group(2)), maxY = Double.parseDouble(m.group(5));
            if (minY > 1.0E-7 || maxY <= 1.0E-7) continue;
            out = java.util.Arrays.copyOf(out, out.length + 4);
            int[] idx = {1, 3, 4, 6};
            for (int k = 0; k < 4; k++) {
                double v = Math.min(1, Math.max(0, Double.parseDouble(m.group(idx[k])))) * UNITS;
                if (Math.abs(v - Math.rint(v)) > 1.0E-6) throw new IllegalStateException(what + ": an edge off the 1/64 grid in " + shape);
                out[out.length - 4 + k] = (int) Math.rint(v);
            }
        }
        return out;
    }

    private static int put(int[] out, int n, int a, int b, int c, int d) {
        out[n] = a;
        out[n + 1] = b;
        out[n + 2] = c;
        out[n + 3] = d;
        return n + 4;
    }

    /**
     * Whether the rectangles cover {@code test} (game: {@code isCovered}: nothing of the test outside the shape),
     * checked on the 1/64 grid.
     */
    private static boolean covers(int[] rects, int[] test) {
        for (int px = test[0]; px < test[2]; px++) {
            for (int pz = test[1]; pz < test[3]; pz++) {
                boolean in = false;
                for (int i = 0; i < rects.length && !in; i += 4) in = px >= rects[i] && px < rects[i + 2] && pz >= rects[i + 1] && pz < rects[i + 3];
                if (!in) return false;
            }
        }
        return true;
    }

    /** Game: {@code ChestBlock.updateShape}. */
    static int chest(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour) {
        BlockStates s = level.states();
        waterTick(level, state, x, y, z);
        String type = s.value(state, "type");
        if (s.block(neighbour) == s.block(state) && dir.stepY == 0) {
            String neighbourType = s.value(neighbour, "type");
            if (type.equals("single") && !neighbourType.equals("single") && s.value(state, "facing").equals(s.value(neighbour, "facing"))
                    && connectedDirection(s, neighbour) == dir.opposite()) {
                return s.with(state, "type", neighbourType.equals("left") ? "right" : "left");
            }
        } else if (connectedDirection(s, state) == dir) {
            return s.with(state, "type", "single");
        }
        return state;
    }

    /** Game: {@code ChestBlock.getConnectedDirection}: a left half's partner is clockwise of its facing, else counterclockwise. */
    private static Direction connectedDirection(BlockStates s, int chest) {
        Direction facing = byId(s.value(chest, "facing"));
        return "left".equals(s.value(chest, "type")) ? facing.clockWise() : facing.clockWise().opposite();
    }

    /** Game: {@code VineBlock.updateShape}. */
    private static int vine(WorldGenLevel level, int state, int x, int y, int z, Direction dir) {
        BlockStates s = level.states();
        if (dir == Direction.DOWN) return state;
        int above = level.getBlockState(x, y + 1, z);
        int result = state;
        if ("true".equals(s.value(result, "up"))) result = s.with(result, "up", Boolean.toString(canAttach(above, Direction.UP)));
        boolean vineAbove = s.block(above) == s.block(state);
        for (Direction d : Direction.HORIZONTAL) {
            if (!"true".equals(s.value(result, d.id))) continue;
            int n = level.getBlockState(x + d.stepX, y, z + d.stepZ);
            boolean hangs = canAttach(n, d) || vineAbove && "true".equals(s.value(above, d.id));
            result = s.with(result, d.id, Boolean.toString(hangs));
        }
        boolean any = "true".equals(s.value(result, "up"));
        for (Direction d : Direction.HORIZONTAL) any |= "true".equals(s.value(result, d.id));
        return any ? result : s.air;
    }

    /** Game: {@code MultifaceBlock.canAttachTo}: the neighbour's face towards the block is full (support or collision shape). */
    private static boolean canAttach(int neighbour, Direction towardsNeighbour) {
        BlockSupport support = BlockSupport.vanilla();
        dev.strata.engine.feature.Direction face = dev.strata.engine.feature.Direction.byName(towardsNeighbour.opposite().id);
        return support.isFaceSturdy(neighbour, face) || support.isCollisionFaceFull(neighbour, face);
    }

    static boolean isWall(BlockStates s, int state) {
        return s.tag("minecraft:walls").blocks().get(s.block(state));
    }

    /** Game: {@code Block.isExceptionForConnection}. */
    static boolean exception(BlockStates s, int state) {
        String n = s.registry().blockName(state);
        return s.tag("minecraft:leaves").blocks().get(s.block(state)) || n.equals("minecraft:barrier") || n.equals("minecraft:carved_pumpkin")
                || n.equals("minecraft:jack_o_lantern") || n.equals("minecraft:melon") || n.equals("minecraft:pumpkin")
                || s.tag("minecraft:shulker_boxes").blocks().get(s.block(state));
    }

    static boolean sturdy(int state, Direction face) {
        return BlockSupport.vanilla().isFaceSturdy(state, dev.strata.engine.feature.Direction.byName(face.id));
    }

    private static void waterTick(WorldGenLevel level, int state, int x, int y, int z) {
        if ("true".equals(level.states().value(state, "waterlogged"))) level.scheduleFluidTick(x, y, z, "minecraft:water", WATER_DELAY);
    }

    static int axis(Direction d) {
        return d.stepX != 0 ? 0 : d.stepY != 0 ? 1 : 2;
    }

    static Direction byId(String id) {
        Direction d = Direction.byId(id);
        if (d == null) throw new IllegalArgumentException("not a direction: " + id);
        return d;
    }
}
