package dev.strata.engine.structure;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * Reads a start back from a chunk's {@code structures.starts.<id>} compound (game: {@code
 * StructureStart.loadStaticStart} and {@code PiecesContainer.load}): {@code id}, {@code ChunkX}, {@code ChunkZ},
 * {@code references} (ints) and {@code Children}, a list of piece compounds each read by its type's loader
 * ({@link StructurePieceTypes}), in order. {@code {id: "INVALID"}} is the invalid start.
 *
 * <p>Where the game logs and goes on (an unknown structure or piece id, a piece that fails to load: the start or the
 * piece is dropped) or falls back (a missing field read as 0 or an empty list), Strata throws a
 * {@link StructureNbtException} naming the path, e.g. {@code structures.starts.minecraft:mineshaft.Children[3].sc:
 * missing byte}: it reads only what it wrote, and a start read short would place other blocks than it was made with.
 */
public final class StructureStartReader {
    private StructureStartReader() {}

    /**
     * @param context what template pieces need
     * @param tag the start's compound
     * @param path where it is, e.g. {@code structures.starts.minecraft:mineshaft}
     * @param seed the world seed (game: {@code loadStaticStart}'s seed; the ocean monument makes its pieces again
     *     from it, {@link Structure#regeneratePiecesAfterLoad})
     * @param structures the bound structure of an id (e.g. {@code StructureStarts::structure}), or null when there is
     *     none; its terrain adaptation gives the start's {@link StructureStart#inflate}
     * @throws StructureNbtException naming the path of a missing, mistyped or unknown value
     */
    public static StructureStart read(StructurePieceSerializationContext context, CompoundBinaryTag tag, String path, long seed,
            Function<String, Structure> structures) {
        PieceTag start = new PieceTag(tag, path);
        String id = start.getString("id");
        if (StructureStart.INVALID_START_ID.equals(id)) return new StructureStart(id, 0, 0, 0, List.of(), 0);
        Structure structure = structures.apply(id);
        if (structure == null) throw start.error("id", "unknown structure \"" + id + "\"");
        int chunkX = start.getInt("ChunkX"), chunkZ = start.getInt("ChunkZ"), references = start.getInt("references");
        BinaryTag children = tag.get("Children");
        if (children == null) throw start.error("Children", "missing list");
        if (children.type() != BinaryTagTypes.LIST) throw start.error("Children", "expected list, found " + PieceTag.typeName(children.type()));
        ListBinaryTag list = (ListBinaryTag) children;
        List<StructurePiece> pieces = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            BinaryTag e = list.get(i);
            String at = path + ".Children[" + i + "]";
            if (e.type() != BinaryTagTypes.COMPOUND) throw new StructureNbtException(at + ": expected compound, found " + PieceTag.typeName(e.type()));
            pieces.add(StructurePieceTypes.load(context, new PieceTag((CompoundBinaryTag) e, at)));
        }
        pieces = structure.regeneratePiecesAfterLoad(seed, chunkX, chunkZ, pieces);
        return new StructureStart(id, chunkX, chunkZ, references, pieces, structure.settings().terrainAdaptation().inflate());
    }
}
