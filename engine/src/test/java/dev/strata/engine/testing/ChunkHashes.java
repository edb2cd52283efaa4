package dev.strata.engine.testing;

import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;
import java.security.MessageDigest;

/**
 * The block hash of the game-made hash fixtures (the SteelMC extractor's definition): MD5 over the sections bottom
 * up; a section of air only (air, cave air, void air) adds the byte 0, any other its 4096 state ids as big-endian
 * int32 in y, z, x order.
 */
public final class ChunkHashes {
    private ChunkHashes() {}

    /** The ids as Strata numbers them (26.2's). */
    public static int[] identity() {
        int[] ids = new int[BlockStateRegistry.vanilla().stateCount()];
        for (int i = 0; i < ids.length; i++) ids[i] = i;
        return ids;
    }

    /**
     * @param ids the id written for each of Strata's state ids (e.g. the game 26.1's), -1 for a state with none
     * @return the hex hash, or null if a block has no id in {@code ids}
     */
    public static String blocks(ProtoChunk chunk, int[] ids) throws Exception {
        BlockStateRegistry registry = BlockStateRegistry.vanilla();
        MessageDigest md5 = MessageDigest.getInstance("MD5");
        int[] blocks = chunk.blocks();
        byte[] section = new byte[4096 * 4];
        for (int s = 0; s < chunk.sectionCount(); s++) {
            boolean air = true;
            for (int i = 0; i < 4096 && air; i++) air = registry.isAir(blocks[s * 4096 + i]);
            if (air) {
                md5.update((byte) 0);
                continue;
            }
            for (int i = 0; i < 4096; i++) {
                int id = ids[blocks[s * 4096 + i]];
                if (id < 0) return null;
                section[4 * i] = (byte) (id >>> 24);
                section[4 * i + 1] = (byte) (id >>> 16);
                section[4 * i + 2] = (byte) (id >>> 8);
                section[4 * i + 3] = (byte) id;
            }
            md5.update(section);
        }
        StringBuilder hex = new StringBuilder();
        for (byte b : md5.digest()) hex.append(String.format("%02x", b));
        return hex.toString();
    }
}
