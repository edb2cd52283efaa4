package dev.strata.engine.structure.stronghold;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.WorldgenRandom;
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
 * The stronghold (game: {@code StrongholdStructure}, structure type {@code minecraft:stronghold}, which has no
 * fields of its own; unchanged from 26.1 to 26.2). Where strongholds start is the concentric rings placement's
 * ({@link dev.strata.engine.structure.placement.RingPositions}); the biome test is at the chunk's min corner, y 0.
 *
 * <p>The pieces (game: {@code generatePieces}) are built in tries, each with the start's random seeded anew by
 * {@code setLargeFeatureSeed(seed + tries, chunkX, chunkZ)}, tries counting from 0: a {@link StartPiece} at the
 * chunk's block {@code (2, 2)} grows its children, then a piece drawn by {@code nextInt(pending)} from the pieces
 * still waiting grows its own, until none waits; then the whole stronghold is moved down so that its top lies at a
 * random height below sea level - 10 (game: {@code moveBelowSeaLevel(seaLevel, minY, random, 10)}). A try without
 * a portal room is thrown away and the next one made.
 *
 * @param settings the structure's shared fields (id, biomes, step, terrain adaptation)
 */
public record StrongholdStructure(StructureSettings settings) implements Structure {
    /** The {@link StructureTypes} loader: the type has no fields of its own. */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        return new StrongholdStructure(settings);
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext context) {
        return Optional.of(new GenerationStub(context.chunkX() << 4, 0, context.chunkZ() << 4, builder -> {
            for (StructurePiece p : generatePieces(context.random(), context.seed(), context.chunkX(), context.chunkZ(), context.seaLevel(), context.minY())) {
                builder.addPiece(p);
            }
        }));
    }

    /**
     * Game: {@code generatePieces}: the pieces of the first try that made a portal room, in the game's order, moved
     * below sea level. Reseeds {@code random} per try.
     */
    static List<StructurePiece> generatePieces(WorldgenRandom random, long seed, int chunkX, int chunkZ, int seaLevel, int minY) {
        for (int tries = 0; ; tries++) {
            List<StructurePiece> pieces = generateTry(random, seed, tries, chunkX, chunkZ, seaLevel, minY);
            if (pieces != null) return pieces;
        }
    }

    /**
     * One try of {@link #generatePieces}: the random reseeded with {@code setLargeFeatureSeed(seed + tries, chunkX,
     * chunkZ)}, the pieces grown and moved below sea level; null when the try made no portal room.
     */
    static List<StructurePiece> generateTry(WorldgenRandom random, long seed, int tries, int chunkX, int chunkZ, int seaLevel, int minY) {
        // the game clears one builder per try; a fresh builder per try is the same
        StructurePiecesBuilder builder = new StructurePiecesBuilder();
        random.setLargeFeatureSeed(seed + tries, chunkX, chunkZ);
        StartPiece start = new StartPiece(random, (chunkX << 4) + 2, (chunkZ << 4) + 2);
        builder.addPiece(start);
        start.addChildren(start, builder, random);
        List<StructurePiece> pending = start.pendingChildren;
        while (!pending.isEmpty()) {
            StructurePiece piece = pending.remove(random.nextInt(pending.size()));
            piece.addChildren(start, builder, random);
        }
        builder.moveBelowSeaLevel(seaLevel, minY, random, 10);
        return !builder.isEmpty() && start.portalRoomPiece != null ? builder.build() : null;
    }
}
