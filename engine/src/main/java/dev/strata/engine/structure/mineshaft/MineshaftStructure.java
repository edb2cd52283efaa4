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
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.structure.StructurePiecesBuilder;
import dev.strata.engine.structure.StructureStart;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

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
 * @param settings the structure's shared fields (id, biomes, step, terrain adaptation)
 * @param type the mineshaft type (the data's {@code mineshaft_type})
 */
public record MineshaftStructure(StructureSettings settings, MineshaftType type) implements Structure {

    /** The structure's registry id, e.g. {@code minecraft:mineshaft_mesa}. */
    public String id() {
        return settings.id().toString();
    }

    /** The biomes a start may be in ({@link BiomeRegistry} ids; do not modify). */
    public BitSet biomes() {
        return settings.biomes();
    }

    /** The {@link StructureTypes} loader: reads {@code mineshaft_type}. */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        JsonCursor t = root.get("mineshaft_type");
        MineshaftType type = MineshaftType.byName(t.asString());
        if (type == null) throw t.error("unknown mineshaft type \"" + t.asString() + "\" (the game knows normal and mesa)");
        return new MineshaftStructure(settings, type);
    }

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
        return (MineshaftStructure) bind(StructureSettings.read(id, c, pack, registry), c, null);
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
        StructurePiecesBuilder builder = new StructurePiecesBuilder();
        int[] at = build(random, chunkX, chunkZ, seaLevel, minY, baseHeight, builder);
        int biome = noiseBiomes.biome(at[0] >> 2, at[1] >> 2, at[2] >> 2);
        boolean valid = settings.allows(biome);
        StructureStart start = new StructureStart(id(), chunkX, chunkZ, 0, valid ? builder.build() : List.of(), 0);
        return new Result(start, at[0], at[1], at[2]);
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext context) {
        StructurePiecesBuilder builder = new StructurePiecesBuilder();
        int[] at = build(context.random(), context.chunkX(), context.chunkZ(), context.seaLevel(), context.minY(),
                context.level()::worldSurfaceWg, builder);
        return Optional.of(GenerationStub.built(at[0], at[1], at[2], builder));
    }

    /** Builds the pieces into {@code builder} and gives the biome test's position {x, y, z}. */
    private int[] build(WorldgenRandom random, int chunkX, int chunkZ, int seaLevel, int minY, BaseHeight baseHeight, StructurePiecesBuilder builder) {
        random.nextDouble();
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
        return new int[] {(chunkX << 4) + 8, 50 + dy, chunkZ << 4};
    }
}
