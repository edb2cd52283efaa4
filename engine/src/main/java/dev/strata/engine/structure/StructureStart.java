package dev.strata.engine.structure;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.random.RandomSource;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * A structure generated from one chunk (game: {@code levelgen.structure.StructureStart}): the structure's id, the
 * chunk it starts in, its reference count and its pieces in the game's order. An empty piece list is the game's
 * invalid start, stored as {@code id: "INVALID"}.
 *
 * @param structure the structure's registry id, e.g. {@code minecraft:mineshaft}
 * @param chunkX the start chunk's x
 * @param chunkZ the start chunk's z
 * @param references how many chunks reference it (game: {@code references}, 0 when made)
 * @param pieces the pieces in order (the first is the one {@link #placeInChunk} takes the reference position from)
 * @param inflate blocks added on every side of the pieces' box by terrain adaptation (game: {@code
 *     adjustBoundingBox}: 12 when the structure's {@code terrain_adaptation} is not none, else 0)
 */
public record StructureStart(String structure, int chunkX, int chunkZ, int references, List<StructurePiece> pieces, int inflate) {
    /** Game: {@code StructureStart.INVALID_START_ID}. */
    public static final String INVALID_START_ID = "INVALID";

    public StructureStart {
        pieces = List.copyOf(pieces);
    }

    /** Whether there are pieces (game: {@code isValid}). */
    public boolean isValid() {
        return !pieces.isEmpty();
    }

    /** Whether a piece of this start has been placed ({@link StructurePiece#placed}): its state may differ from a fresh start's. */
    public boolean placed() {
        for (StructurePiece p : pieces) if (p.placed()) return true;
        return false;
    }

    /**
     * The box of all pieces, grown by {@link #inflate} (game: {@code getBoundingBox}).
     *
     * @throws IllegalStateException for an invalid start
     */
    public BoundingBox boundingBox() {
        BoundingBox box = BoundingBox.encapsulatingBoxes(pieces.stream().map(StructurePiece::getBoundingBox)::iterator);
        return inflate == 0 ? box : box.inflatedBy(inflate);
    }

    /**
     * The box a start may write into while chunk {@code (chunkX, chunkZ)} is decorated (game: {@code
     * ChunkGenerator.getWritableArea}): the chunk's columns from one above the level's bottom to its top block.
     *
     * @param minY the level's lowest block y
     * @param height the level's height in blocks
     */
    public static BoundingBox writableArea(int chunkX, int chunkZ, int minY, int height) {
        return new BoundingBox(chunkX << 4, minY + 1, chunkZ << 4, (chunkX << 4) + 15, minY + height - 1, (chunkZ << 4) + 15);
    }

    /**
     * Places the pieces that meet {@code chunkBox} into the level, in order (game: {@code placeInChunk}); the
     * reference position is the first piece's box centre at its min y. Each piece placed is marked
     * ({@link StructurePiece#placed}).
     */
    public void placeInChunk(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ) {
        if (pieces.isEmpty()) return;
        BoundingBox center = pieces.get(0).getBoundingBox();
        long reference = BlockPos.asLong(center.centerX(), center.minY(), center.centerZ());
        for (StructurePiece p : pieces) {
            if (!p.getBoundingBox().intersects(chunkBox)) continue;
            p.markPlaced();
            p.postProcess(level, random, chunkBox, chunkX, chunkZ, reference);
        }
    }

    /**
     * The start as the game stores it under a chunk's {@code structures.starts} (game: {@code createTag}):
     * {@code id}, {@code ChunkX}, {@code ChunkZ}, {@code references}, {@code Children}; an invalid start is
     * {@code {id: "INVALID"}}.
     */
    public CompoundBinaryTag createTag() {
        if (!isValid()) return CompoundBinaryTag.builder().putString("id", INVALID_START_ID).build();
        ListBinaryTag.Builder<CompoundBinaryTag> children = ListBinaryTag.builder(BinaryTagTypes.COMPOUND);
        for (StructurePiece p : pieces) children.add(p.createTag());
        return CompoundBinaryTag.builder()
                .putString("id", structure)
                .putInt("ChunkX", chunkX)
                .putInt("ChunkZ", chunkZ)
                .putInt("references", references)
                .put("Children", children.build())
                .build();
    }
}
