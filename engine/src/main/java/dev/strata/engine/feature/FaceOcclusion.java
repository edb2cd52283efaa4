package dev.strata.engine.feature;

import dev.strata.regionio.block.BlockStateRegistry;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a state's face fully occludes (game: {@code Block.isShapeFullBlock(state.getFaceOcclusionShape(dir))};
 * the face occlusion shape is empty for a state that cannot occlude). Read from the registry's occlusion shapes
 * (block.json, where a non-occluding state has the empty shape): a face is full when the boxes that touch that side
 * of the block cover all of it. Built once per registry (every distinct shape parsed once); thread-safe after.
 */
final class FaceOcclusion {
    /** Face bits in {@code Direction} order: down, up, north, south, west, east. */
    static final int DOWN = 0, UP = 1, NORTH = 2, SOUTH = 3, WEST = 4, EAST = 5;
    private static final Pattern BOX = Pattern.compile(
            "AABB\\[([-0-9.E]+), ([-0-9.E]+), ([-0-9.E]+)\\] -> \\[([-0-9.E]+), ([-0-9.E]+), ([-0-9.E]+)\\]");
    private static volatile FaceOcclusion vanilla;
    private final byte[] fullFaces;

    private FaceOcclusion(BlockStateRegistry registry) {
        fullFaces = new byte[registry.stateCount()];
        Map<String, Byte> byShape = new HashMap<>();
        for (int id = 0; id < fullFaces.length; id++) {
            fullFaces[id] = byShape.computeIfAbsent(registry.occlusionShape(id), FaceOcclusion::fullFaces);
        }
    }

    /** The table of {@link BlockStateRegistry#vanilla()}. */
    static FaceOcclusion vanilla() {
        FaceOcclusion f = vanilla;
        if (f == null) {
            synchronized (FaceOcclusion.class) {
                f = vanilla;
                if (f == null) vanilla = f = new FaceOcclusion(BlockStateRegistry.vanilla());
            }
        }
        return f;
    }

    /** Whether face {@code direction} (see the constants) of the state is a full occluding square. */
    boolean isFaceFull(int state, int direction) {
        return (fullFaces[state] >> direction & 1) != 0;
    }

    private static byte fullFaces(String shape) {
        long[][] faces = new long[6][4]; // 16 x 16 bits per face
        Matcher m = BOX.matcher(shape);
        while (m.find()) {
            int x0 = sixteenths(m.group(1)), y0 = sixteenths(m.group(2)), z0 = sixteenths(m.group(3));
            int x1 = sixteenths(m.group(4)), y1 = sixteenths(m.group(5)), z1 = sixteenths(m.group(6));
            if (y0 == 0) fill(faces[DOWN], x0, x1, z0, z1);
            if (y1 == 16) fill(faces[UP], x0, x1, z0, z1);
            if (z0 == 0) fill(faces[NORTH], x0, x1, y0, y1);
            if (z1 == 16) fill(faces[SOUTH], x0, x1, y0, y1);
            if (x0 == 0) fill(faces[WEST], z0, z1, y0, y1);
            if (x1 == 16) fill(faces[EAST], z0, z1, y0, y1);
        }
        int bits = 0;
        for (int d = 0; d < 6; d++) {
            long[] f = faces[d];
            if ((f[0] & f[1] & f[2] & f[3]) == -1L) bits |= 1 << d;
        }
        return (byte) bits;
    }

    private static int sixteenths(String v) {
        double d = Double.parseDouble(v) * 16;
        return (int) Math.max(0, Math.min(16, Math.round(d)));
    }

    private static void fill(long[] f, int u0, int u1, int v0, int v1) {
        for (int v = v0; v < v1; v++) {
            for (int u = u0; u < u1; u++) {
                int bit = v * 16 + u;
                f[bit >> 6] |= 1L << (bit & 63);
            }
        }
    }
}
