package dev.strata.engine.feature;

import dev.strata.regionio.block.BlockStateRegistry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which faces of a block state hold up a neighbour (game: {@code BlockState.isFaceSturdy(level, pos, direction,
 * SupportType)}, cached per state by {@code BlockStateBase.Cache}): a face is sturdy for a support type when the
 * slice of the state's <em>block support shape</em> at that face covers the type's region ({@code FULL}: the whole
 * face; {@code CENTER}: {@code Block.column(2, 0, 10)} projected on the face; {@code RIGID}: the face minus
 * {@code Block.column(12, 0, 16)}), as {@code SupportType.isSupporting} tests with {@code VoxelShape.getFaceShape}.
 *
 * <p>Support shape: the game's default is the collision shape with an empty context ({@code
 * BlockBehaviour.getBlockSupportShape}); the collision shapes come from block.json of the state registry. Blocks
 * that override {@code getBlockSupportShape} (26.1 {@code block/*.java}) are written out here: leaves (empty), mud
 * and soul sand (full cube), snow layers ({@code box(0, 0, 0, 16, 2 * layers, 16)}), chorus flowers
 * ({@code column(14, 0, 15)}), shulker boxes (full cube: closed, as the game's cache sees them without a block
 * entity), fence gates (open: empty; closed: {@code column 16 x 4, 0..24} on the gate's axis, no full face either
 * way, as their collision shape), hanging signs (their outline; no full face, as their collision shape).
 *
 * <p>Also kept, for the survival rules of {@link BlockSurvival}: whether the face of the collision shape is full
 * ({@code Block.isFaceFull(getCollisionShape)}, which {@code MultifaceBlock.canAttachTo} accepts besides the support
 * shape) or not empty ({@code getCollisionShape().getFaceShape(d).isEmpty()}, {@code SeaPickleBlock.mayPlaceOn});
 * {@code isSolidRender} (the occlusion shape, which block.json gives after {@code canOcclude}, is the full cube); and
 * whether a block burns (block.json {@code flammable}: the blocks {@code FireBlock.bootStrap} gives ignite odds).
 * Immutable; one table for the vanilla registry, built once (about 30 000 states, well under a second).
 */
public final class BlockSupport {
    /** Game: {@code SupportType}. */
    public enum Type { FULL, CENTER, RIGID }

    private static final double EPS = 1.0E-7; // game: VoxelShape.getFaceShape probes 1.0E-7 and 0.9999999
    private static final Pattern NUM = Pattern.compile("-?[0-9]+(?:\\.[0-9]+)?(?:E-?[0-9]+)?");
    private static volatile BlockSupport vanilla;

    /**
     * Per state: bit {@code dir * 5 + type} for the support types, {@code dir * 5 + 3} for a full collision face,
     * {@code dir * 5 + 4} for a non-empty collision face, bit 30 for solid render.
     */
    private final int[] bits;
    /** Per block index of the vanilla registry: block.json {@code flammable}; read on first use (it streams block.json). */
    private static final class Flammable {
        /** Per state: the block burns and the state is not waterlogged. */
        static final boolean[] BY_STATE;

        static {
            BlockStateRegistry reg = BlockStateRegistry.vanilla();
            boolean[] byBlock = FlammableBlocks.read(reg);
            BY_STATE = new boolean[reg.stateCount()];
            for (int s = 0; s < BY_STATE.length; s++) {
                BY_STATE[s] = byBlock[reg.blockIndex(s)] && !"true".equals(reg.value(s, "waterlogged"));
            }
        }
    }
    private static final int SOLID_RENDER = 1 << 30;
    private static final String FULL_CUBE = "[AABB[0.0, 0.0, 0.0] -> [1.0, 1.0, 1.0]]";

    private BlockSupport(BlockStateRegistry registry) {
        int n = registry.stateCount();
        bits = new int[n];
        Map<String, Integer> byShape = new IdentityHashMap<>();
        Map<String, Boolean> fullByOcclusion = new IdentityHashMap<>();
        for (int s = 0; s < n; s++) {
            String name = registry.blockName(s);
            String collision = registry.collisionShape(s);
            Integer collisionFaces = byShape.get(collision);
            if (collisionFaces == null) {
                List<double[]> boxes = parse(collision);
                int f = faces(boxes);
                for (Direction d : Direction.values()) {
                    if (covers(boxes, d, Type.FULL)) f |= 1 << (d.ordinal() * 5 + 3);
                    if (touches(boxes, d)) f |= 1 << (d.ordinal() * 5 + 4);
                }
                collisionFaces = f;
                byShape.put(collision, collisionFaces);
            }
            int support = supportOverride(registry, s, name);
            int b = support >= 0 ? (support & SUPPORT_MASK) | (collisionFaces & ~SUPPORT_MASK) : collisionFaces;
            String occlusion = registry.occlusionShape(s);
            Boolean solid = fullByOcclusion.get(occlusion);
            if (solid == null) {
                solid = occlusion.equals(FULL_CUBE) || fullCube(parse(occlusion));
                fullByOcclusion.put(occlusion, solid);
            }
            bits[s] = solid ? b | SOLID_RENDER : b;
        }
    }

    /** The support-type bits (FULL, CENTER, RIGID of each direction). */
    private static final int SUPPORT_MASK;

    static {
        int m = 0;
        for (int d = 0; d < 6; d++) m |= 7 << (d * 5);
        SUPPORT_MASK = m;
    }

    /** The table of the vanilla registry. */
    public static BlockSupport vanilla() {
        BlockSupport v = vanilla;
        if (v == null) {
            synchronized (BlockSupport.class) {
                v = vanilla;
                if (v == null) vanilla = v = new BlockSupport(BlockStateRegistry.vanilla());
            }
        }
        return v;
    }

    /** Game: {@code isFaceSturdy(level, pos, direction)} (support type FULL). */
    public boolean isFaceSturdy(int state, Direction direction) {
        return (bits[state] & (1 << (direction.ordinal() * 5))) != 0;
    }

    /** Game: {@code isFaceSturdy(level, pos, direction, type)}. */
    public boolean isFaceSturdy(int state, Direction direction, Type type) {
        return (bits[state] & (1 << (direction.ordinal() * 5 + type.ordinal()))) != 0;
    }

    /** Game: {@code Block.isFaceFull(state.getCollisionShape(level, pos), direction)}. */
    public boolean isCollisionFaceFull(int state, Direction direction) {
        return (bits[state] & (1 << (direction.ordinal() * 5 + 3))) != 0;
    }

    /** Game: {@code !state.getCollisionShape(level, pos).getFaceShape(direction).isEmpty()}. */
    public boolean hasCollisionFace(int state, Direction direction) {
        return (bits[state] & (1 << (direction.ordinal() * 5 + 4))) != 0;
    }

    /** Game: {@code BlockState.isSolidRender()}: the block occludes and its occlusion shape is the full cube. */
    public boolean isSolidRender(int state) {
        return (bits[state] & SOLID_RENDER) != 0;
    }

    /**
     * Game: {@code FireBlock.canBurn(state)} ({@code getIgniteOdds > 0}): the block has ignite odds and the state is
     * not waterlogged.
     */
    public boolean canBurn(int state) {
        return Flammable.BY_STATE[state];
    }

    /** Face bits of a support shape that differs from the collision shape, or -1. */
    private static int supportOverride(BlockStateRegistry registry, int s, String name) {
        if (name.endsWith("_leaves")) return 0; // LeavesBlock: Shapes.empty()
        switch (name) {
            case "minecraft:mud":
            case "minecraft:soul_sand":
                return faces(List.of(new double[] {0, 0, 0, 1, 1, 1}));
            case "minecraft:snow":
                return faces(List.of(new double[] {0, 0, 0, 1, Integer.parseInt(registry.value(s, "layers")) * 2 / 16.0, 1}));
            case "minecraft:chorus_flower":
                return faces(List.of(new double[] {1 / 16.0, 0, 1 / 16.0, 15 / 16.0, 15 / 16.0, 15 / 16.0}));
            default:
                break;
        }
        if (name.endsWith("shulker_box")) return faces(List.of(new double[] {0, 0, 0, 1, 1, 1}));
        if (name.endsWith("_fence_gate") || name.endsWith("_hanging_sign")) return 0;
        return -1;
    }

    /** Boxes {minX, minY, minZ, maxX, maxY, maxZ} of block.json's text form {@code [AABB[x, y, z] -> [x, y, z], ...]}. */
    static List<double[]> parse(String shape) {
        List<double[]> boxes = new ArrayList<>();
        Matcher m = NUM.matcher(shape);
        double[] v = new double[6];
        int i = 0;
        while (m.find()) {
            v[i++] = Double.parseDouble(m.group());
            if (i == 6) {
                boxes.add(v.clone());
                i = 0;
            }
        }
        if (i != 0) throw new IllegalStateException("malformed shape in block.json: " + shape);
        return boxes;
    }

    /** The support bits (FULL, CENTER, RIGID per direction) of a shape. */
    static int faces(List<double[]> boxes) {
        int out = 0;
        for (Direction d : Direction.values()) {
            for (Type t : Type.values()) if (covers(boxes, d, t)) out |= 1 << (d.ordinal() * 5 + t.ordinal());
        }
        return out;
    }

    /** Whether some box reaches into the slice at face {@code d} (the face shape is not empty). */
    private static boolean touches(List<double[]> boxes, Direction d) {
        int a = d.axis();
        double probe = d.positive() ? 1 - EPS : EPS;
        for (double[] b : boxes) if (b[a] <= probe && probe < b[a + 3]) return true;
        return false;
    }

    /** Whether the boxes fill the unit cube (game: {@code Block.isShapeFullBlock}). */
    static boolean fullCube(List<double[]> boxes) {
        if (boxes.isEmpty()) return false;
        double[][] c = new double[3][];
        for (int a = 0; a < 3; a++) {
            double[] v = new double[boxes.size() * 2 + 2];
            int n = 0;
            v[n++] = 0;
            v[n++] = 1;
            for (double[] b : boxes) {
                v[n++] = Math.max(0, Math.min(1, b[a]));
                v[n++] = Math.max(0, Math.min(1, b[a + 3]));
            }
            c[a] = Arrays.stream(v, 0, n).sorted().distinct().toArray();
        }
        for (int i = 0; i + 1 < c[0].length; i++) {
            for (int j = 0; j + 1 < c[1].length; j++) {
                for (int k = 0; k + 1 < c[2].length; k++) {
                    double x = (c[0][i] + c[0][i + 1]) / 2, y = (c[1][j] + c[1][j + 1]) / 2, z = (c[2][k] + c[2][k + 1]) / 2;
                    boolean hit = false;
                    for (double[] b : boxes) {
                        if (b[0] <= x && x < b[3] && b[1] <= y && y < b[4] && b[2] <= z && z < b[5]) {
                            hit = true;
                            break;
                        }
                    }
                    if (!hit) return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether the slice of the boxes at face {@code d} covers the region of support type {@code t}. A box is in the
     * slice when it contains the probe coordinate ({@code 1e-7} or {@code 1 - 1e-7} on the face's axis).
     */
    private static boolean covers(List<double[]> boxes, Direction d, Type t) {
        int a = d.axis();
        int u = a == 0 ? 1 : 0; // the face's two axes, in the game's order (x before y before z)
        int w = a == 2 ? 1 : 2;
        double probe = d.positive() ? 1 - EPS : EPS;
        List<double[]> rects = new ArrayList<>();
        for (double[] b : boxes) {
            if (b[a] <= probe && probe < b[a + 3]) rects.add(new double[] {b[u], b[w], b[u + 3], b[w + 3]});
        }
        if (rects.isEmpty()) return false;
        // Regions in (u, w) sixteenths: FULL the square; CENTER column(2, 0, 10) projected; RIGID the 2-wide ring (sides: all).
        double[][] region = region(a, t);
        double[] cu = coords(rects, 0, region), cw = coords(rects, 1, region);
        for (int i = 0; i + 1 < cu.length; i++) {
            for (int j = 0; j + 1 < cw.length; j++) {
                double pu = (cu[i] + cu[i + 1]) / 2, pw = (cw[j] + cw[j + 1]) / 2;
                if (!inRegion(region, pu, pw)) continue;
                boolean hit = false;
                for (double[] r : rects) {
                    if (r[0] <= pu && pu < r[2] && r[1] <= pw && pw < r[3]) {
                        hit = true;
                        break;
                    }
                }
                if (!hit) return false;
            }
        }
        return true;
    }

    /** The region as {include rect, exclude rect or null} in face coordinates (u, w). */
    private static double[][] region(int axis, Type t) {
        double s = 1 / 16.0;
        switch (t) {
            case FULL:
                return new double[][] {{0, 0, 1, 1}, null};
            case CENTER:
                // column(2, 0, 10): x, z in [7, 9], y in [0, 10]
                if (axis == 1) return new double[][] {{7 * s, 7 * s, 9 * s, 9 * s}, null}; // (x, z)
                if (axis == 2) return new double[][] {{7 * s, 0, 9 * s, 10 * s}, null}; // (x, y)
                return new double[][] {{0, 7 * s, 10 * s, 9 * s}, null}; // (y, z)
            default:
                // block minus column(12, 0, 16): seen from above a ring 2 wide; from a side the whole face
                if (axis == 1) return new double[][] {{0, 0, 1, 1}, {2 * s, 2 * s, 14 * s, 14 * s}};
                return new double[][] {{0, 0, 1, 1}, null};
        }
    }

    private static boolean inRegion(double[][] region, double u, double w) {
        double[] in = region[0], out = region[1];
        if (!(in[0] <= u && u < in[2] && in[1] <= w && w < in[3])) return false;
        return out == null || !(out[0] <= u && u < out[2] && out[1] <= w && w < out[3]);
    }

    private static double[] coords(List<double[]> rects, int k, double[][] region) {
        double[] c = new double[rects.size() * 2 + 6];
        int n = 0;
        c[n++] = 0;
        c[n++] = 1;
        for (double[] r : rects) {
            c[n++] = Math.max(0, Math.min(1, r[k]));
            c[n++] = Math.max(0, Math.min(1, r[k + 2]));
        }
        for (double[] r : region) {
            if (r == null) continue;
            c[n++] = r[k];
            c[n++] = r[k + 2];
        }
        double[] sorted = Arrays.copyOf(c, n);
        Arrays.sort(sorted);
        return Arrays.stream(sorted).distinct().toArray();
    }
}
