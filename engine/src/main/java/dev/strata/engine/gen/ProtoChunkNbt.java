package dev.strata.engine.gen;

import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.SectionEncoder;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.ShortBinaryTag;

/**
 * Turns a {@link ProtoChunk} into the chunk NBT the game 26.2 stores for a proto chunk (game:
 * {@code SerializableChunkData}): {@code DataVersion} 4903, position, {@code Status}, one section per section of the
 * dimension with {@code block_states} and {@code biomes} paletted containers (no light yet), the world-generation
 * heightmaps, {@code PostProcessing}, empty ticks, entities, block entities and structures.
 *
 * <p>Empty {@code structures.starts} tell the game that structure starts were decided for the chunk: chunks
 * written by Strata before structures are implemented never get structures (said in the README and help).
 *
 * <p>One instance per worker (keeps the section encoder's scratch state); not thread-safe.
 */
public final class ProtoChunkNbt {
    private final SectionEncoder encoder;
    private final int[] sectionStates = new int[4096];
    private final int[] sectionBiomes = new int[64];

    /** @param biomeNames biome ids in registry order (index = the engine's biome number) */
    public ProtoChunkNbt(List<String> biomeNames) {
        this.encoder = new SectionEncoder(BlockStateRegistry.vanilla(), biomeNames);
    }

    /** The chunk's root compound, ready for a region file. */
    public CompoundBinaryTag encode(ProtoChunk chunk) {
        int minSection = chunk.minY() >> 4;
        int sections = chunk.sectionCount();
        ChunkData data = ChunkData.create(ChunkCodec.DATA_VERSION, chunk.chunkX(), minSection, chunk.chunkZ(), chunk.status());
        int[] blocks = chunk.blocks();
        int[] biomes = chunk.biomes();
        List<BinaryTag> postProcessing = new ArrayList<>(sections);
        for (int s = 0; s < sections; s++) {
            System.arraycopy(blocks, s << 12, sectionStates, 0, 4096);
            System.arraycopy(biomes, s << 6, sectionBiomes, 0, 64);
            data.sections().add(encoder.encode(minSection + s, sectionStates, sectionBiomes, null, null));
            short[] marks = chunk.postProcessing(s);
            List<BinaryTag> list = new ArrayList<>(marks.length);
            for (short m : marks) list.add(ShortBinaryTag.shortBinaryTag(m));
            postProcessing.add(marks.length == 0 ? ListBinaryTag.empty() : ListBinaryTag.listBinaryTag(BinaryTagTypes.SHORT, list));
        }
        int bits = ceilLog2(chunk.height() + 1);
        data.put("Heightmaps", CompoundBinaryTag.builder()
                .put("OCEAN_FLOOR_WG", LongArrayBinaryTag.longArrayBinaryTag(packHeightmap(chunk.oceanFloorWg(), chunk.minY(), bits)))
                .put("WORLD_SURFACE_WG", LongArrayBinaryTag.longArrayBinaryTag(packHeightmap(chunk.worldSurfaceWg(), chunk.minY(), bits)))
                .build());
        if (chunk.carvingMask() != null) data.put("carving_mask", LongArrayBinaryTag.longArrayBinaryTag(chunk.carvingMask()));
        data.put("PostProcessing", ListBinaryTag.listBinaryTag(BinaryTagTypes.LIST, postProcessing));
        data.put("block_ticks", ListBinaryTag.empty());
        data.put("fluid_ticks", ListBinaryTag.empty());
        data.put("entities", ListBinaryTag.empty());
        data.put("block_entities", ListBinaryTag.empty());
        data.put("structures", CompoundBinaryTag.builder()
                .put("References", CompoundBinaryTag.empty())
                .put("starts", CompoundBinaryTag.empty())
                .build());
        return ChunkCodec.encode(data);
    }

    /**
     * The game's heightmap storage ({@code Heightmap} over {@code SimpleBitStorage}): 256 values
     * {@code height - minY} at index {@code x + z * 16}, {@code bits} each, {@code 64 / bits} per long, no value
     * spanning two longs, low bits first.
     */
    static long[] packHeightmap(int[] heights, int minY, int bits) {
        int perLong = 64 / bits;
        long[] out = new long[(256 + perLong - 1) / perLong];
        long mask = (1L << bits) - 1;
        for (int i = 0; i < 256; i++) {
            long v = (heights[i] - minY) & mask;
            out[i / perLong] |= v << ((i % perLong) * bits);
        }
        return out;
    }

    /** {@code Mth.ceillog2}: the smallest b with 2^b &gt;= n. */
    static int ceilLog2(int n) {
        return 32 - Integer.numberOfLeadingZeros(n - 1);
    }
}
