package dev.strata.regionio.chunk;

import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.nbt.Nbt;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * One chunk of an entities region file ({@code <dimension>/entities/r.<x>.<z>.mca}; game: {@code EntityStorage}):
 * the root tag holds {@code DataVersion}, {@code Entities} (the entities' saved compounds, each with its {@code id})
 * and {@code Position} (int array {@code [chunkX, chunkZ]}). The game writes no record for a chunk without entities
 * ({@code IOWorker.STORE_EMPTY}); this type refuses to encode one, so callers skip such chunks. The region file
 * layout is that of terrain chunks ({@link dev.strata.regionio.region.RegionFile} writes and reads both).
 *
 * <p>Note: the game keeps the entities of a proto chunk (a chunk not yet at {@code full}) in the chunk's own
 * {@code entities} list in the terrain region file; they move to the entities file when the chunk becomes a level
 * chunk.
 *
 * @param dataVersion the game's data version the chunk was written with
 * @param entities the entity compounds, in the order they are saved
 */
public record EntityChunk(int dataVersion, int chunkX, int chunkZ, List<CompoundBinaryTag> entities) {
    public EntityChunk {
        entities = List.copyOf(entities);
    }

    /**
     * The root tag as the game writes it ({@code DataVersion}, {@code Entities}, {@code Position}).
     *
     * @throws IllegalStateException if there are no entities (the game stores no record then)
     */
    public CompoundBinaryTag toNbt() {
        if (entities.isEmpty()) throw new IllegalStateException("entity chunk " + chunkX + " " + chunkZ + " has no entities: the game stores no record");
        return CompoundBinaryTag.builder()
                .putInt("DataVersion", dataVersion)
                .put("Entities", ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, new ArrayList<>(entities)))
                .putIntArray("Position", new int[] {chunkX, chunkZ})
                .build();
    }

    /**
     * Decodes a root tag read from an entities region file.
     *
     * @param path where the tag came from, for messages (e.g. the file and chunk)
     * @throws NbtFormatException naming the field when {@code DataVersion}, {@code Position} (two ints) or
     *         {@code Entities} (a list of compounds, each with a string {@code id}) is missing or malformed
     */
    public static EntityChunk fromNbt(CompoundBinaryTag root, String path) throws NbtFormatException {
        int dataVersion = Nbt.getInt(root, "DataVersion", path);
        int[] pos = Nbt.getIntArray(root, "Position", path);
        if (pos.length != 2) throw new NbtFormatException(Nbt.child(path, "Position"), "has " + pos.length + " ints, expected 2");
        ListBinaryTag list = Nbt.getList(root, "Entities", BinaryTagTypes.COMPOUND, path);
        List<CompoundBinaryTag> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            CompoundBinaryTag e = Nbt.compoundAt(list, i, Nbt.child(path, "Entities"));
            Nbt.getString(e, "id", Nbt.child(path, "Entities[" + i + "]"));
            out.add(e);
        }
        return new EntityChunk(dataVersion, pos[0], pos[1], out);
    }
}
