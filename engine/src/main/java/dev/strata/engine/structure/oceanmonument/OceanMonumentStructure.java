package dev.strata.engine.structure.oceanmonument;

import com.google.gson.JsonPrimitive;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.structure.scattered.StructureHeights;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * The ocean monument (game: {@code structures.OceanMonumentStructure}, type {@code minecraft:ocean_monument}, 26.1's
 * code). Before the usual test at the stub, every biome of the quart box within 29 blocks of block (chunk min x + 9,
 * sea level, chunk min z + 9) (game: {@code BiomeSource.getBiomesWithin}: quarts {@code (p - 29) >> 2} to
 * {@code (p + 29) >> 2} on each axis) must be in {@code #minecraft:required_ocean_monument_surrounding} (oceans and
 * rivers), or there is no start. The stub is at the chunk centre on the first occupied {@code OCEAN_FLOOR_WG} height
 * (game: {@code onTopOfChunkCenter}); the one piece is a {@link MonumentBuilding} at (chunk min x - 29, 39, chunk min
 * z - 29) facing a direction drawn first ({@code Direction.Plane.HORIZONTAL.getRandomDirection}: {@code nextInt(4)}
 * over north, east, south, west).
 *
 * @param settings the shared fields
 * @param surrounding the {@link dev.strata.engine.biome.BiomeRegistry} ids of the required surrounding biomes
 */
public record OceanMonumentStructure(StructureSettings settings, BitSet surrounding) implements Structure {
    /** Game: {@code MonumentBuilding.BIOME_RANGE_CHECK}. */
    static final int BIOME_RANGE_CHECK = 29;
    /** Game: {@code BiomeTags.REQUIRED_OCEAN_MONUMENT_SURROUNDING}. */
    static final String SURROUNDING_TAG = "#minecraft:required_ocean_monument_surrounding";

    /**
     * The {@link StructureTypes} loader (no fields of its own); reads the surrounding biome tag from the pack.
     *
     * @throws dev.strata.engine.data.DataPackException naming the tag when it is missing or names an unknown biome
     */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        JsonCursor tag = JsonCursor.root(settings.id() + " (the game's " + SURROUNDING_TAG + ")", new JsonPrimitive(SURROUNDING_TAG));
        BitSet surrounding = new BitSet(context.biomes().size());
        for (ResourceId b : Tags.holderSet(tag, context.pack(), "worldgen/biome", r -> context.biomes().idOrMinus1(r) >= 0)) {
            int i = context.biomes().idOrMinus1(b);
            if (i < 0) throw tag.error("unknown biome " + b);
            surrounding.set(i);
        }
        return new OceanMonumentStructure(settings, surrounding);
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
        if (!surroundedBy(c, c.minBlockX() + 9, c.seaLevel(), c.minBlockZ() + 9)) return Optional.empty();
        int x = c.minBlockX() + 8, z = c.minBlockZ() + 8;
        int y = StructureHeights.oceanFloor(c, x, z);
        return Optional.of(new GenerationStub(x, y, z, b -> {
            Direction facing = Direction.HORIZONTAL[c.random().nextInt(4)];
            b.addPiece(new MonumentBuilding(c.random(), c.minBlockX() - 29, c.minBlockZ() - 29, facing));
        }));
    }

    /**
     * Game: {@code OceanMonumentStructure.regeneratePiecesAfterLoad}: the rooms are not saved, so a loaded monument is
     * made again. Unless no piece was read, the result is one new {@link MonumentBuilding} at the first saved piece's
     * min x and min z, from the start chunk's large-feature random, after a direction is drawn ({@code nextInt(4)},
     * drawn even when the saved piece has an orientation, which then wins). For a start Strata made, this is the
     * building it made.
     */
    @Override
    public List<StructurePiece> regeneratePiecesAfterLoad(long seed, int chunkX, int chunkZ, List<StructurePiece> saved) {
        if (saved.isEmpty()) return saved;
        WorldgenRandom random = new WorldgenRandom(new LegacyRandom(0L));
        random.setLargeFeatureSeed(seed, chunkX, chunkZ);
        StructurePiece old = saved.get(0);
        BoundingBox box = old.getBoundingBox();
        Direction drawn = Direction.HORIZONTAL[random.nextInt(4)];
        Direction facing = old.getOrientation() != null ? old.getOrientation() : drawn;
        return List.of(new MonumentBuilding(random, box.minX(), box.minZ(), facing));
    }

    /** Whether every biome within {@link #BIOME_RANGE_CHECK} blocks of (x, y, z) is a required surrounding biome. */
    boolean surroundedBy(GenerationContext c, int x, int y, int z) {
        int r = BIOME_RANGE_CHECK;
        int x0 = (x - r) >> 2, y0 = (y - r) >> 2, z0 = (z - r) >> 2;
        int x1 = (x + r) >> 2, y1 = (y + r) >> 2, z1 = (z + r) >> 2;
        for (int qz = z0; qz <= z1; qz++) {
            for (int qx = x0; qx <= x1; qx++) {
                for (int qy = y0; qy <= y1; qy++) {
                    int biome = c.level().noiseBiome(qx, qy, qz);
                    if (biome < 0 || !surrounding.get(biome)) return false;
                }
            }
        }
        return true;
    }
}
