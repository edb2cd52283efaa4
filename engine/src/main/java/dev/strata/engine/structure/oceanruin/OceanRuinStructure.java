package dev.strata.engine.structure.oceanruin;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructurePieceAccessor;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.structure.scattered.StructureHeights;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The ocean ruin (game: {@code structures.OceanRuinStructure} and {@code OceanRuinPieces.addPieces}, type
 * {@code minecraft:ocean_ruin}, 26.1 and 26.2 alike): at the chunk centre on the first occupied
 * {@code OCEAN_FLOOR_WG} height, pieces from the chunk's min corner at y 90. Draws, in order: the rotation
 * ({@code nextInt(4)}), large ({@code nextFloat() <= large_probability}), the template(s); a large ruin forms a
 * cluster when {@code nextFloat() <= cluster_probability}: eight candidate spots around it (two {@code nextInt}
 * each), then 4 to 8 small ruins, each taking a spot ({@code nextInt(left)}) and a rotation ({@code nextInt(4)}),
 * kept when its 6 x 7 box misses the large ruin's 16 x 16 box. A warm ruin is one template
 * ({@code underwater_ruin/warm_*} or {@code big_warm_*}), a cold one three at the same index (brick, cracked,
 * mossy with integrity 0.7 and 0.5).
 *
 * @param settings the shared fields
 * @param biomeTemp the data's {@code biome_temp}
 * @param largeProbability the data's {@code large_probability}
 * @param clusterProbability the data's {@code cluster_probability}
 * @param templates reads a template by path under {@code minecraft:underwater_ruin/}
 */
public record OceanRuinStructure(StructureSettings settings, OceanRuinPiece.Temperature biomeTemp, float largeProbability,
        float clusterProbability, java.util.function.Function<String, StructureTemplate> templates) implements Structure {
    private static final String[] WARM = names("warm_", 1, 2, 3, 4, 5, 6, 7, 8);
    private static final String[] BIG_WARM = names("big_warm_", 4, 5, 6, 7);
    private static final String[] BRICK = names("brick_", 1, 2, 3, 4, 5, 6, 7, 8);
    private static final String[] CRACKED = names("cracked_", 1, 2, 3, 4, 5, 6, 7, 8);
    private static final String[] MOSSY = names("mossy_", 1, 2, 3, 4, 5, 6, 7, 8);
    private static final String[] BIG_BRICK = names("big_brick_", 1, 2, 3, 8);
    private static final String[] BIG_CRACKED = names("big_cracked_", 1, 2, 3, 8);
    private static final String[] BIG_MOSSY = names("big_mossy_", 1, 2, 3, 8);

    private static String[] names(String prefix, int... n) {
        String[] out = new String[n.length];
        for (int i = 0; i < n.length; i++) out[i] = prefix + n[i];
        return out;
    }

    /** The {@link StructureTypes} loader: reads {@code biome_temp}, {@code large_probability}, {@code cluster_probability}. */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        JsonCursor t = root.get("biome_temp");
        OceanRuinPiece.Temperature temp = switch (t.asString()) {
            case "warm" -> OceanRuinPiece.Temperature.WARM;
            case "cold" -> OceanRuinPiece.Temperature.COLD;
            default -> throw t.error("unknown biome_temp \"" + t.asString() + "\" (warm, cold)");
        };
        float large = (float) root.get("large_probability").asDouble(0.0, 1.0);
        float cluster = (float) root.get("cluster_probability").asDouble(0.0, 1.0);
        Supplier<BlockStates> states = context.states();
        String[][] all = temp == OceanRuinPiece.Temperature.WARM ? new String[][] {WARM, BIG_WARM}
                : new String[][] {BRICK, CRACKED, MOSSY, BIG_BRICK, BIG_CRACKED, BIG_MOSSY};
        for (String[] list : all) for (String n : list) load(states.get(), n); // read them now: placing never reads a file
        return new OceanRuinStructure(settings, temp, large, cluster, n -> load(states.get(), n));
    }

    private static StructureTemplate load(BlockStates states, String path) {
        return StructureTemplateManager.get(states, ResourceId.parse("minecraft:underwater_ruin/" + path));
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
        int x = c.minBlockX() + 8, z = c.minBlockZ() + 8;
        int y = StructureHeights.oceanFloor(c, x, z);
        return Optional.of(new GenerationStub(x, y, z, builder -> {
            RandomSource random = c.random();
            Rotation rotation = Rotation.values()[random.nextInt(4)];
            addPieces(c.minBlockX(), 90, c.minBlockZ(), rotation, builder, random);
        }));
    }

    /** Game: {@code OceanRuinPieces.addPieces}. */
    void addPieces(int x, int y, int z, Rotation rotation, StructurePieceAccessor pieces, RandomSource random) {
        boolean large = random.nextFloat() <= largeProbability;
        float baseIntegrity = large ? 0.9f : 0.8f;
        addPiece(x, y, z, rotation, pieces, random, large, baseIntegrity);
        if (large && random.nextFloat() <= clusterProbability) addClusterRuins(random, rotation, x, z, pieces);
    }

    /** Game: {@code addClusterRuins}. */
    private void addClusterRuins(RandomSource random, Rotation rotation, int px, int pz, StructurePieceAccessor pieces) {
        int[] corner = StructureTemplate.transform(15, 0, 15, Mirror.NONE, rotation, 0, 0);
        BoundingBox parent = corners(px, 90, pz, corner[0] + px, 90, corner[2] + pz);
        int ox = Math.min(px, corner[0] + px), oz = Math.min(pz, corner[2] + pz);
        List<int[]> positions = allPositions(random, ox, oz);
        int ruins = nextInt(random, 4, 8);
        for (int i = 0; i < ruins; i++) {
            if (positions.isEmpty()) continue;
            int[] pos = positions.remove(random.nextInt(positions.size()));
            Rotation next = Rotation.values()[random.nextInt(4)];
            int[] c = StructureTemplate.transform(5, 0, 6, Mirror.NONE, next, 0, 0);
            BoundingBox box = corners(pos[0], 90, pos[1], c[0] + pos[0], 90, c[2] + pos[1]);
            if (box.intersects(parent)) continue;
            addPiece(pos[0], 90, pos[1], next, pieces, random, false, 0.8f);
        }
    }

    private static BoundingBox corners(int x0, int y0, int z0, int x1, int y1, int z1) {
        return new BoundingBox(Math.min(x0, x1), Math.min(y0, y1), Math.min(z0, z1), Math.max(x0, x1), Math.max(y0, y1), Math.max(z0, z1));
    }

    /** Game: {@code Mth.nextInt(random, min, max)}. */
    private static int nextInt(RandomSource random, int min, int max) {
        return min >= max ? min : random.nextInt(max - min + 1) + min;
    }

    /** Game: {@code allPositions}: the eight spots around the large ruin, each {x, z}. */
    private static List<int[]> allPositions(RandomSource r, int x, int z) {
        List<int[]> p = new ArrayList<>(8);
        p.add(new int[] {x - 16 + nextInt(r, 1, 8), z + 16 + nextInt(r, 1, 7)});
        p.add(new int[] {x - 16 + nextInt(r, 1, 8), z + nextInt(r, 1, 7)});
        p.add(new int[] {x - 16 + nextInt(r, 1, 8), z - 16 + nextInt(r, 4, 8)});
        p.add(new int[] {x + nextInt(r, 1, 7), z + 16 + nextInt(r, 1, 7)});
        p.add(new int[] {x + nextInt(r, 1, 7), z - 16 + nextInt(r, 4, 6)});
        p.add(new int[] {x + 16 + nextInt(r, 1, 7), z + 16 + nextInt(r, 3, 8)});
        p.add(new int[] {x + 16 + nextInt(r, 1, 7), z + nextInt(r, 1, 7)});
        p.add(new int[] {x + 16 + nextInt(r, 1, 7), z - 16 + nextInt(r, 4, 8)});
        return p;
    }

    /** Game: {@code addPiece}. */
    private void addPiece(int x, int y, int z, Rotation rotation, StructurePieceAccessor pieces, RandomSource random, boolean large, float integrity) {
        if (biomeTemp == OceanRuinPiece.Temperature.WARM) {
            String n = large ? BIG_WARM[random.nextInt(BIG_WARM.length)] : WARM[random.nextInt(WARM.length)];
            pieces.addPiece(piece(n, x, y, z, rotation, integrity, large));
            return;
        }
        String[] bricks = large ? BIG_BRICK : BRICK, cracked = large ? BIG_CRACKED : CRACKED, mossy = large ? BIG_MOSSY : MOSSY;
        int i = random.nextInt(bricks.length);
        pieces.addPiece(piece(bricks[i], x, y, z, rotation, integrity, large));
        pieces.addPiece(piece(cracked[i], x, y, z, rotation, 0.7f, large));
        pieces.addPiece(piece(mossy[i], x, y, z, rotation, 0.5f, large));
    }

    private OceanRuinPiece piece(String path, int x, int y, int z, Rotation rotation, float integrity, boolean large) {
        return new OceanRuinPiece("minecraft:underwater_ruin/" + path, templates.apply(path), x, y, z, rotation, integrity, biomeTemp, large);
    }
}
