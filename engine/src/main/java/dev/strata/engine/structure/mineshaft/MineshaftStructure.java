package dev.strata.engine.structure.mineshaft;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiecesBuilder;
import dev.strata.engine.structure.StructureStart;
import java.util.BitSet;
import java.util.List;

/**
 * The mineshaft structure (game: {@code structures.MineshaftStructure}, structure type {@code minecraft:mineshaft}):
 * a start at the chunk's middle x, min z and y 50, a room at block (2, 2) of the chunk with the shafts grown from
 * it ({@link MineshaftPieces}), the whole set then moved: below sea level for the normal type
 * ({@code moveBelowSeaLevel(seaLevel, minY, random, 10)}), around the surface for the mesa type. The random is the
 * game's {@code Structure.GenerationContext} random: a {@link WorldgenRandom} over a legacy random seeded with
 * {@code setLargeFeatureSeed(worldSeed, chunkX, chunkZ)}; the structure first discards one {@code nextDouble()}.
 *
 * <p>Whether the chunk is selected (the structure set's placement, with its frequency) is not decided here.
 *
 * @param id the structure's registry id (e.g. {@code minecraft:mineshaft_mesa})
 * @param type the mineshaft type (the data's {@code mineshaft_type})
 * @param biomes the biome ids of the structure's {@code biomes} (by {@link BiomeRegistry} id; do not modify)
 */
public record MineshaftStructure(String id, MineshaftType type, BitSet biomes) {

    /**
     * Reads a structure of type {@code minecraft:mineshaft} from {@code worldgen/structure/<id>.json}: its
     * {@code mineshaft_type} and {@code biomes} (a biome, a list or a tag). The other fields ({@code step},
     * {@code spawn_overrides}, {@code terrain_adaptation}) do not change the pieces and are not read here.
     *
     * @throws DataPackException naming the file and JSON path when the file is missing, of another type, or
     *     names an unknown mineshaft type or biome
     */
    public static MineshaftStructure load(DataPack pack, ResourceId id, BiomeRegistry registry) {
        String file = id.file("worldgen/structure");
        if (!pack.exists(file)) throw new DataPackException(file + ": missing");
        JsonCursor c = JsonCursor.root(file, pack.readJson(file));
        ResourceId structureType = c.get("type").asId();
        if (!structureType.equals(ResourceId.parse("minecraft:mineshaft"))) {
            throw c.get("type").error("not a mineshaft: " + structureType);
        }
        JsonCursor t = c.get("mineshaft_type");
        MineshaftType type = MineshaftType.byName(t.asString());
        if (type == null) throw t.error("unknown mineshaft type \"" + t.asString() + "\" (the game knows normal and mesa)");
        JsonCursor b = c.get("biomes");
        BitSet biomes = new BitSet(registry.size());
        for (ResourceId biome : Tags.holderSet(b, pack, "worldgen/biome", r -> registry.idOrMinus1(r) >= 0)) {
            int i = registry.idOrMinus1(biome);
            if (i < 0) throw b.error("unknown biome " + biome);
            biomes.set(i);
        }
        return new MineshaftStructure(id.toString(), type, biomes);
    }

    /** The height at a column the mesa type needs: the game's {@code getBaseHeight(x, z, WORLD_SURFACE_WG)}. */
    @FunctionalInterface
    public interface BaseHeight {
        int worldSurfaceWg(int x, int z);
    }

    /** The biome source's biome at a quart position (game: {@code BiomeSource.getNoiseBiome}), by {@link BiomeRegistry} id. */
    @FunctionalInterface
    public interface NoiseBiomes {
        int biome(int quartX, int quartY, int quartZ);
    }

    /** What generating a start gives: the start (invalid when the biome check failed) and its position. */
    public record Result(StructureStart start, int startX, int startY, int startZ) {}

    /**
     * Generates the start of chunk {@code (chunkX, chunkZ)} (game: {@code Structure.generate} →
     * {@code findValidGenerationPoint}): the pieces, moved, and the biome check at the start position
     * ({@code (middle x, 50 + dy, min z)}, as quart coordinates {@code >> 2}) against {@link #biomes}; the pieces
     * are built before the check, as the game builds them. A start that fails the check is invalid (no pieces).
     *
     * @param seaLevel the dimension's sea level (noise settings' {@code sea_level})
     * @param minY the generator's min y (noise settings' {@code noise.min_y})
     * @param baseHeight the surface height, used by the mesa type only
     */
    public Result generate(long worldSeed, int chunkX, int chunkZ, int seaLevel, int minY, BaseHeight baseHeight, NoiseBiomes noiseBiomes) {
        WorldgenRandom random = new WorldgenRandom(new LegacyRandom(0L));
        random.setLargeFeatureSeed(worldSeed, chunkX, chunkZ);
        random.nextDouble();
        StructurePiecesBuilder builder = new StructurePiecesBuilder();
        MineShaftRoom room = new MineShaftRoom(0, random, (chunkX << 4) + 2, (chunkZ << 4) + 2, type);
        builder.addPiece(room);
        room.addChildren(room, builder, random);
        int dy;
        if (type == MineshaftType.MESA) {
            BoundingBox box = builder.getBoundingBox();
            int surface = baseHeight.worldSurfaceWg(box.centerX(), box.centerZ());
            int target = surface <= seaLevel ? seaLevel : random.nextIntBetweenInclusive(seaLevel, surface);
            dy = target - box.centerY();
            builder.offsetPiecesVertically(dy);
        } else {
            dy = builder.moveBelowSeaLevel(seaLevel, minY, random, 10);
        }
        int x = (chunkX << 4) + 8, y = 50 + dy, z = chunkZ << 4;
        int biome = noiseBiomes.biome(x >> 2, y >> 2, z >> 2);
        boolean valid = biome >= 0 && biomes.get(biome);
        StructureStart start = new StructureStart(id, chunkX, chunkZ, 0, valid ? builder.build() : List.of(), 0);
        return new Result(start, x, y, z);
    }
}
