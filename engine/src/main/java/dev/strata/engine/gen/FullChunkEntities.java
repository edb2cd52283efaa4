package dev.strata.engine.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * The entities of a chunk that becomes {@code minecraft:full}, in the order the game's entity storage saves them into
 * the dimension's {@code entities/} region file.
 *
 * <p>The game (26.x, {@code ChunkStatusTasks.full} → {@code postLoadProtoChunk}) loads every entity tag of the proto
 * chunk, in the proto chunk's order (what structures and features added, then the spawn step's creatures), into the
 * level; {@code PersistentEntitySectionManager.addEntity} files each under the section of its block position
 * ({@code SectionPos.asLong(blockPosition())}), and a section keeps its entities in the order they came
 * ({@code EntitySection}'s {@code ClassInstanceMultiMap}). Saving the chunk ({@code storeChunkSections},
 * {@code EntityStorage.storeEntities}) walks the chunk's sections in the order of their keys in a sorted set
 * ({@code EntitySectionStorage.getChunkSections}: from {@code asLong(x, 0, z)} to {@code asLong(x, -1, z)}). Within a
 * chunk the key differs only in its low 20 bits, {@code sectionY & 0xFFFFF}, so sections 0, 1, 2... come first and
 * the negative ones (-4... -1 in the overworld) last. Hence: a stable sort of the proto chunk's list by that value.
 *
 * <p><b>UUIDs.</b> The game gives an entity loaded without a {@code UUID} the one its constructor drew from the entity's
 * own unseeded random ({@code Mth.createInsecureUUID}), so it cannot be reproduced. Strata's structures place template
 * entities without one; here each entity that lacks a valid {@code UUID} (an int array of 4) gets a version 4 UUID
 * shaped as {@code createInsecureUUID}'s, drawn in list order from a {@link SplittableRandom} seeded from the world
 * seed and the chunk (with a salt of its own, so these never repeat the spawn step's sequence of the same chunk). The
 * proto chunk's list is the same for any worker count and on resume, so the bytes are too. Entities that carry a
 * {@code UUID} keep it.
 *
 * <p>Not handled: an entity tag with {@code Passengers} is kept as one root entry, as the game saves a vehicle with its
 * riders (Strata's structures and spawn step make none); a tag without {@code Pos} counts as section 0.
 */
public final class FullChunkEntities {
    private static final long SALT = 0x7374726174612D65L; // "strata-e"

    private FullChunkEntities() {}

    /**
     * The entities to save for full chunk {@code (chunkX, chunkZ)}.
     *
     * @param worldSeed the world seed
     * @param chunkX chunk x (chunk coordinates)
     * @param chunkZ chunk z
     * @param protoEntities the proto chunk's entity tags in their order (not modified)
     * @return a new list: each entity with a UUID, in the entity storage's order; empty when there are none
     */
    public static List<CompoundBinaryTag> of(long worldSeed, int chunkX, int chunkZ, List<CompoundBinaryTag> protoEntities) {
        int n = protoEntities.size();
        List<CompoundBinaryTag> out = new ArrayList<>(n);
        if (n == 0) return out;
        SplittableRandom uuids = null;
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            CompoundBinaryTag e = protoEntities.get(i);
            if (!hasUuid(e)) {
                if (uuids == null) uuids = new SplittableRandom(worldSeed ^ SALT ^ (long) chunkX * 0xC2B2AE3D27D4EB4FL ^ (long) chunkZ * 0x9E3779B97F4A7C15L);
                long most = uuids.nextLong() & ~0xF000L | 0x4000L;
                long least = uuids.nextLong() & 0x3FFFFFFFFFFFFFFFL | Long.MIN_VALUE;
                e = e.putIntArray("UUID", new int[] {(int) (most >>> 32), (int) most, (int) (least >>> 32), (int) least});
            }
            out.add(e);
            keys[i] = (long) sectionKey(e) << 32 | i; // the index breaks ties: a stable sort
        }
        java.util.Arrays.sort(keys);
        List<CompoundBinaryTag> sorted = new ArrayList<>(n);
        for (long k : keys) sorted.add(out.get((int) k));
        return sorted;
    }

    /** The low 20 bits of the game's section key of the entity's block position: {@code floor(y) >> 4 & 0xFFFFF}. */
    static int sectionKey(CompoundBinaryTag entity) {
        BinaryTag pos = entity.get("Pos");
        if (!(pos instanceof ListBinaryTag list) || list.size() < 3) return 0;
        return (int) Math.floor(list.getDouble(1)) >> 4 & 0xFFFFF;
    }

    private static boolean hasUuid(CompoundBinaryTag entity) {
        return entity.get("UUID") instanceof IntArrayBinaryTag a && a.size() == 4;
    }
}
