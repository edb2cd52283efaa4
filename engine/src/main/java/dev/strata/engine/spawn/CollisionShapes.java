package dev.strata.engine.spawn;

import dev.strata.regionio.block.BlockStateRegistry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The collision shape of every block state, as boxes in block-local units (game: {@code
 * BlockState.getCollisionShape(level, pos, CollisionContext.empty())}), for the spawn checks that test an entity's box
 * against blocks ({@code CollisionGetter.noCollision}, {@code BlockCollisions}).
 *
 * <p>Source: block.json of {@code net.minestom:data} (26.2), whose {@code collisionShape} per state is the game's
 * shape with an empty context, as text ({@code [AABB[x0, y0, z0] -> [x1, y1, z1], ...]}). Shapes that depend on the
 * colliding entity (scaffolding, powder snow, which an entity context may change) are taken with the empty context,
 * as the game's spawn checks pass none ({@code noCollision(AABB)} uses the empty context). Immutable; built once for
 * the vanilla registry (one parse per distinct shape text).
 */
public final class CollisionShapes {
    private static final Pattern NUM = Pattern.compile("-?[0-9]+(?:\\.[0-9]+)?(?:E-?[0-9]+)?");
    private static final double[][] NONE = new double[0][];
    private static volatile CollisionShapes vanilla;

    /** Per state: boxes {x0, y0, z0, x1, y1, z1}; shared arrays, never modified. */
    private final double[][][] boxes;
    private final boolean[] fullBlock;
    private final boolean[] large;

    private CollisionShapes(BlockStateRegistry registry) {
        int n = registry.stateCount();
        boxes = new double[n][][];
        fullBlock = new boolean[n];
        large = new boolean[n];
        Map<String, double[][]> parsed = new HashMap<>();
        for (int s = 0; s < n; s++) {
            double[][] b = parsed.computeIfAbsent(registry.collisionShape(s), CollisionShapes::parse);
            boxes[s] = b;
            fullBlock[s] = b.length == 1 && b[0][0] == 0 && b[0][1] == 0 && b[0][2] == 0 && b[0][3] == 1 && b[0][4] == 1 && b[0][5] == 1;
            for (double[] box : b) {
                for (int k = 0; k < 3; k++) if (box[k] < 0 || box[k + 3] > 1) large[s] = true;
            }
        }
    }

    /** The shapes of {@link BlockStateRegistry#vanilla()}. */
    public static CollisionShapes vanilla() {
        CollisionShapes v = vanilla;
        if (v == null) {
            synchronized (CollisionShapes.class) {
                if (vanilla == null) vanilla = new CollisionShapes(BlockStateRegistry.vanilla());
                v = vanilla;
            }
        }
        return v;
    }

    /** Parses block.json's shape text; {@code []} is the empty shape. */
    static double[][] parse(String text) {
        Matcher m = NUM.matcher(text);
        List<Double> values = new ArrayList<>();
        while (m.find()) values.add(Double.parseDouble(m.group()));
        if (values.size() % 6 != 0) throw new IllegalStateException("block.json shape has " + values.size() + " numbers: " + text);
        if (values.isEmpty()) return NONE;
        double[][] out = new double[values.size() / 6][6];
        for (int i = 0; i < values.size(); i++) out[i / 6][i % 6] = values.get(i);
        return out;
    }

    /** The state's collision boxes in block-local units (do not modify). */
    public double[][] boxes(int state) {
        return boxes[state];
    }

    /** Game: {@code BlockState.isCollisionShapeFullBlock}: the collision shape is the unit cube. */
    public boolean isFullBlock(int state) {
        return fullBlock[state];
    }

    /** Game: {@code BlockState.hasLargeCollisionShape}: the collision shape reaches outside the unit cube (fences, walls). */
    public boolean hasLargeShape(int state) {
        return large[state];
    }
}
