package dev.strata.engine.structure.fortress;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePiecesBuilder;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import java.util.List;
import java.util.Optional;

/**
 * The nether fortress (game: {@code NetherFortressStructure}, structure type {@code minecraft:fortress}, which has
 * no fields of its own). The biome test is at the chunk's min corner, y 64; the pieces are built after it: a
 * {@link StartPiece} at the chunk's block {@code (2, 2)} grows its children, then a piece drawn by
 * {@code nextInt(pending)} from the pieces still waiting grows its own, until none waits; last the whole fortress
 * is moved so that its bottom lies at a random height in 48..70 (game: {@code moveInsideHeights(random, 48, 70)}).
 * The piece rules are in {@link NetherBridgePiece}.
 *
 * @param settings the structure's shared fields (id, biomes, step, terrain adaptation)
 */
public record NetherFortressStructure(StructureSettings settings) implements Structure {
    /** Game: {@code NetherFortressPieces.MAGIC_START_Y}. */
    static final int MAGIC_START_Y = 64;

    /** The {@link StructureTypes} loader: the type has no fields of its own. */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        return new NetherFortressStructure(settings);
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext context) {
        int x = context.chunkX() << 4, z = context.chunkZ() << 4;
        return Optional.of(new GenerationStub(x, MAGIC_START_Y, z, builder -> generatePieces(builder, context.random(), context.chunkX(), context.chunkZ())));
    }

    /** Game: {@code generatePieces}. */
    static void generatePieces(StructurePiecesBuilder builder, RandomSource random, int chunkX, int chunkZ) {
        StartPiece start = new StartPiece(random, (chunkX << 4) + 2, (chunkZ << 4) + 2);
        builder.addPiece(start);
        start.addChildren(start, builder, random);
        List<StructurePiece> pending = start.pendingChildren;
        while (!pending.isEmpty()) {
            StructurePiece piece = pending.remove(random.nextInt(pending.size()));
            piece.addChildren(start, builder, random);
        }
        builder.moveInsideHeights(random, 48, 70);
    }
}
