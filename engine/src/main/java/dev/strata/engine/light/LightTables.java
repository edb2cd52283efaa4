package dev.strata.engine.light;

import dev.strata.regionio.block.BlockStateRegistry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Per-state light facts of a block-state registry, flattened into arrays for the light engine: opacity
 * ({@code lightBlock}, 0..15), emission (0..15) and a <em>face class</em> describing which parts of each of the six
 * faces the state's occlusion shape covers, with a precomputed table telling whether light may cross a face
 * between two classes.
 *
 * <p>The game only looks at shapes for states whose block {@code canOcclude} (block.json {@code occludes}) and
 * overrides {@code useShapeForLightOcclusion}; block.json carries no such flag, so the blocks that override it in
 * 26.2 are listed here by name: slabs (except {@code type=double}), stairs, snow layers, farmland, dirt path,
 * daylight detector, enchanting table, end portal frame, lectern, stonecutter, (calibrated) sculk sensor, sculk
 * shrieker, piston head and extended pistons. Every other state has face class 0 ("empty shape"), which never
 * blocks on its own. Faces are 16 x 16 bit masks (shape coordinates are multiples of 1/16 in 26.2); light crossing
 * a face is blocked when the union of the two facing masks covers the whole face (game:
 * {@code Shapes.faceShapeOccludes}).
 *
 * <p>Immutable and thread-safe; build once per registry with {@link #of(BlockStateRegistry)}.
 */
public final class LightTables {
    /** Directions, in the engine's order: down, up, north (-z), south (+z), west (-x), east (+x). */
    public static final int DOWN = 0, UP = 1, NORTH = 2, SOUTH = 3, WEST = 4, EAST = 5;

    private static final Set<String> SHAPE_BLOCKS = Set.of(
            "minecraft:snow", "minecraft:farmland", "minecraft:dirt_path", "minecraft:daylight_detector",
            "minecraft:enchanting_table", "minecraft:end_portal_frame", "minecraft:lectern", "minecraft:stonecutter",
            "minecraft:sculk_sensor", "minecraft:calibrated_sculk_sensor", "minecraft:sculk_shrieker",
            "minecraft:piston_head");
    private static final Pattern BOX = Pattern.compile(
            "AABB\\[([-0-9.E]+), ([-0-9.E]+), ([-0-9.E]+)\\] -> \\[([-0-9.E]+), ([-0-9.E]+), ([-0-9.E]+)\\]");

    private static volatile LightTables vanilla;

    private final byte[] opacity;
    private final byte[] emission;
    private final short[] faceClass;
    private final boolean[] air;
    private final int classCount;
    private final byte[] occludes;

    private LightTables(byte[] opacity, byte[] emission, short[] faceClass, boolean[] air, int classCount, byte[] occludes) {
        this.air = air;
        this.opacity = opacity;
        this.emission = emission;
        this.faceClass = faceClass;
        this.classCount = classCount;
        this.occludes = occludes;
    }

    /** The tables of {@link BlockStateRegistry#vanilla()}, built on first use and shared. */
    public static LightTables vanilla() {
        LightTables t = vanilla;
        if (t == null) {
            synchronized (LightTables.class) {
                t = vanilla;
                if (t == null) vanilla = t = of(BlockStateRegistry.vanilla());
            }
        }
        return t;
    }

    /** Builds the tables of a registry (parses every distinct occlusion shape once). */
    public static LightTables of(BlockStateRegistry registry) {
        int n = registry.stateCount();
        byte[] opacity = new byte[n];
        byte[] emission = new byte[n];
        short[] faceClass = new short[n];
        boolean[] air = new boolean[n];
        Map<String, Integer> classByKey = new HashMap<>();
        List<long[]> faces = new ArrayList<>();
        faces.add(new long[24]);
        for (int id = 0; id < n; id++) {
            opacity[id] = (byte) registry.lightBlock(id);
            emission[id] = (byte) registry.lightEmission(id);
            air[id] = registry.isAir(id);
            if (!usesShape(registry, id)) continue;
            String shape = registry.occlusionShape(id);
            long[] f = faceMasks(shape);
            String key = Arrays.toString(f);
            Integer c = classByKey.get(key);
            if (c == null) {
                c = faces.size();
                classByKey.put(key, c);
                faces.add(f);
            }
            faceClass[id] = (short) (int) c;
        }
        int k = faces.size();
        byte[] occ = new byte[k * k];
        for (int a = 0; a < k; a++) {
            for (int b = 0; b < k; b++) {
                int bits = 0;
                for (int d = 0; d < 6; d++) {
                    long[] fa = faces.get(a), fb = faces.get(b);
                    int o = d ^ 1;
                    boolean full = true;
                    for (int w = 0; w < 4; w++) full &= (fa[d * 4 + w] | fb[o * 4 + w]) == -1L;
                    if (full) bits |= 1 << d;
                }
                occ[a * k + b] = (byte) bits;
            }
        }
        return new LightTables(opacity, emission, faceClass, air, k, occ);
    }

    /** Whether the game consults the state's shape for light ({@code canOcclude && useShapeForLightOcclusion}). */
    static boolean usesShape(BlockStateRegistry registry, int id) {
        String name = registry.blockName(id);
        boolean listed;
        if (name.endsWith("_slab")) {
            listed = !"double".equals(property(registry, id, "type"));
        } else if (name.endsWith("_stairs") || SHAPE_BLOCKS.contains(name)) {
            listed = true;
        } else if (name.equals("minecraft:piston") || name.equals("minecraft:sticky_piston")) {
            listed = "true".equals(property(registry, id, "extended"));
        } else {
            listed = false;
        }
        if (!listed) return false;
        String shape = registry.occlusionShape(id);
        return !shape.equals("[]");
    }

    private static String property(BlockStateRegistry registry, int id, String name) {
        for (int p = 0; p < registry.propertyCount(id); p++) {
            if (registry.propertyName(id, p).equals(name)) return registry.propertyValue(id, p);
        }
        return null;
    }

    /** The six 256-bit face masks (4 longs each, in direction order) of a block.json occlusion shape text. */
    static long[] faceMasks(String shape) {
        long[] f = new long[24];
        Matcher m = BOX.matcher(shape);
        while (m.find()) {
            int x0 = sixteenths(m.group(1)), y0 = sixteenths(m.group(2)), z0 = sixteenths(m.group(3));
            int x1 = sixteenths(m.group(4)), y1 = sixteenths(m.group(5)), z1 = sixteenths(m.group(6));
            if (y0 == 0) fill(f, DOWN, x0, x1, z0, z1);
            if (y1 == 16) fill(f, UP, x0, x1, z0, z1);
            if (z0 == 0) fill(f, NORTH, x0, x1, y0, y1);
            if (z1 == 16) fill(f, SOUTH, x0, x1, y0, y1);
            if (x0 == 0) fill(f, WEST, z0, z1, y0, y1);
            if (x1 == 16) fill(f, EAST, z0, z1, y0, y1);
        }
        return f;
    }

    private static int sixteenths(String v) {
        double d = Double.parseDouble(v) * 16;
        long r = Math.round(d);
        if (Math.abs(d - r) > 1e-6) throw new IllegalStateException("occlusion shape coordinate " + v + " is not a multiple of 1/16");
        return (int) Math.max(0, Math.min(16, r));
    }

    /** Sets bits u in [u0,u1), v in [v0,v1) of face d; bit index v * 16 + u. */
    private static void fill(long[] f, int d, int u0, int u1, int v0, int v1) {
        for (int v = v0; v < v1; v++) {
            for (int u = u0; u < u1; u++) {
                int bit = v * 16 + u;
                f[d * 4 + (bit >> 6)] |= 1L << (bit & 63);
            }
        }
    }

    /** Number of states covered. */
    public int stateCount() {
        return opacity.length;
    }

    /** The state's {@code lightBlock}, 0..15; each step into it costs {@code max(1, opacity)}. */
    public int opacity(int stateId) {
        return opacity[stateId];
    }

    /** Light the state emits, 0..15. */
    public int emission(int stateId) {
        return emission[stateId];
    }

    /** The state's face class: 0 when its shape is ignored for light, else an index below {@link #faceClassCount()}. */
    public int faceClass(int stateId) {
        return faceClass[stateId];
    }

    /** Number of face classes, class 0 (no shape) included. */
    public int faceClassCount() {
        return classCount;
    }

    /**
     * Whether light going from a cell of class {@code from} to its neighbour of class {@code to} in direction
     * {@code dir} ({@link #DOWN} .. {@link #EAST}) is blocked by the two faces between them.
     */
    public boolean occludes(int from, int to, int dir) {
        return (occludes[from * classCount + to] >> dir & 1) != 0;
    }

    /** Whether the state is air (a section of only air is "empty": the game keeps no light storage for it). */
    public boolean isAir(int stateId) {
        return air[stateId];
    }

    boolean[] airTable() {
        return air;
    }

    byte[] opacityTable() {
        return opacity;
    }

    byte[] emissionTable() {
        return emission;
    }

    short[] faceClassTable() {
        return faceClass;
    }

    byte[] occlusionTable() {
        return occludes;
    }
}
