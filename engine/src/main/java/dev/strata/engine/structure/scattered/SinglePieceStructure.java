package dev.strata.engine.structure.scattered;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.random.RandomSource;
import java.util.Optional;

/**
 * The desert pyramid, jungle temple and swamp hut structures (game: {@code DesertPyramidStructure} and
 * {@code JungleTempleStructure}, both {@code SinglePieceStructure}, and {@code SwampHutStructure}; 26.1 and 26.2
 * alike): one piece at the chunk's min corner; the stub at the chunk centre on the first occupied
 * {@code WORLD_SURFACE_WG} height. The pyramid (21 x 21) and the temple (12 x 15) refuse the chunk when the lowest of
 * their footprint's corner heights is below sea level; the hut has no such test.
 *
 * @param settings the shared fields
 * @param kind which of the three
 */
public record SinglePieceStructure(StructureSettings settings, Kind kind) implements Structure {
    /** The three kinds, with the footprint the sea-level test uses (0 for none). */
    public enum Kind {
        DESERT_PYRAMID(21, 21), JUNGLE_TEMPLE(12, 15), SWAMP_HUT(0, 0);

        final int width, depth;

        Kind(int width, int depth) {
            this.width = width;
            this.depth = depth;
        }
    }

    /** Loader of {@code minecraft:desert_pyramid}. */
    public static Structure desertPyramid(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        return new SinglePieceStructure(settings, Kind.DESERT_PYRAMID);
    }

    /** Loader of {@code minecraft:jungle_temple}. */
    public static Structure jungleTemple(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        return new SinglePieceStructure(settings, Kind.JUNGLE_TEMPLE);
    }

    /** Loader of {@code minecraft:swamp_hut}. */
    public static Structure swampHut(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        return new SinglePieceStructure(settings, Kind.SWAMP_HUT);
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext c) {
        if (kind != Kind.SWAMP_HUT && StructureHeights.lowestY(c, c.minBlockX(), c.minBlockZ(), kind.width, kind.depth) < c.seaLevel()) {
            return Optional.empty();
        }
        int x = c.minBlockX() + 8, z = c.minBlockZ() + 8;
        int y = StructureHeights.worldSurface(c, x, z);
        return Optional.of(new GenerationStub(x, y, z, b -> b.addPiece(piece(c.random(), c.minBlockX(), c.minBlockZ()))));
    }

    private StructurePiece piece(RandomSource random, int west, int north) {
        return switch (kind) {
            case DESERT_PYRAMID -> new DesertPyramidPiece(random, west, north);
            case JUNGLE_TEMPLE -> new JungleTemplePiece(random, west, north);
            case SWAMP_HUT -> new SwampHutPiece(random, west, north);
        };
    }
}
