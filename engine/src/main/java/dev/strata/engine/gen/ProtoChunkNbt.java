package dev.strata.engine.gen;

import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.Heightmap;
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
 * dimension with {@code block_states} and {@code biomes} paletted containers (no light yet), the heightmaps (the
 * world-generation ones until the final ones exist, from the features step on), {@code PostProcessing}, the block
 * and fluid ticks, entities and block entities features left, and structures.
 *
 * <p>{@code structures}: the starts and references of the structures Strata builds (mineshafts), given by the
 * generator; the game takes the chunk's structure starts as decided, so chunks Strata writes never get the other
 * structures (said in the README and help).
 *
 * <p>One instance per worker (keeps the section encoder's scratch state); not thread-safe.
 */
public final class ProtoChunkNbt {
    private final SectionEncoder encoder;
    private final int[] sectionStates = new int[4096];
    private final int[] sectionBiomes = new int[64];

    /** What a chunk stores under {@code structures}, by chunk position. */
    @FunctionalInterface
    public interface StructureTags {
        CompoundBinaryTag of(int chunkX, int chunkZ);
    }

    private final StructureTags structures;

    /** @param biomeNames biome ids in registry order (index = the engine's biome number); structures stay empty */
    public ProtoChunkNbt(List<String> biomeNames) {
        this(biomeNames, null);
    }

    /**
     * @param biomeNames biome ids in registry order (index = the engine's biome number)
     * @param structures the chunk's structure starts and references (e.g. {@link DimensionGenerator#structuresTag}), or
     *     null for empty ones
     */
    public ProtoChunkNbt(List<String> biomeNames, StructureTags structures) {
        this.encoder = new SectionEncoder(BlockStateRegistry.vanilla(), biomeNames);
        this.structures = structures;
    }

    /** The chunk's root compound, ready for a region file. */
    public CompoundBinaryTag encode(ProtoChunk chunk) {
        return ChunkCodec.encode(data(chunk, chunk.status()));
    }

    /**
     * The chunk as {@link ChunkData} with the given status (a later status than the chunk's own when a step that
     * changes no block, such as light, adds its tags before encoding with {@link ChunkCodec#encode}).
     */
    public ChunkData data(ProtoChunk chunk, String status) {
        int minSection = chunk.minY() >> 4;
        int sections = chunk.sectionCount();
        ChunkData data = ChunkData.create(ChunkCodec.DATA_VERSION, chunk.chunkX(), minSection, chunk.chunkZ(), status);
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
        CompoundBinaryTag.Builder heightmaps = CompoundBinaryTag.builder();
        if (chunk.finalHeightmapsPrimed()) {
            // from the carvers status on the game saves the final heightmaps it has (ChunkStatus.heightmapsAfter)
            for (Heightmap.Types t : FINAL) {
                heightmaps.put(t.name(), LongArrayBinaryTag.longArrayBinaryTag(packHeightmap(chunk.finalHeightmap(t), chunk.minY(), bits)));
            }
        } else {
            heightmaps.put("OCEAN_FLOOR_WG", LongArrayBinaryTag.longArrayBinaryTag(packHeightmap(chunk.oceanFloorWg(), chunk.minY(), bits)));
            heightmaps.put("WORLD_SURFACE_WG", LongArrayBinaryTag.longArrayBinaryTag(packHeightmap(chunk.worldSurfaceWg(), chunk.minY(), bits)));
        }
        data.put("Heightmaps", heightmaps.build());
        if (chunk.carvingMask() != null) data.put("carving_mask", LongArrayBinaryTag.longArrayBinaryTag(chunk.carvingMask()));
        data.put("PostProcessing", ListBinaryTag.listBinaryTag(BinaryTagTypes.LIST, postProcessing));
        data.put("block_ticks", ticks(chunk.blockTicks()));
        data.put("fluid_ticks", ticks(chunk.fluidTicks()));
        data.put("entities", chunk.entities().isEmpty() ? ListBinaryTag.empty()
                : ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, new ArrayList<>(chunk.entities())));
        data.put("block_entities", blockEntities(chunk));
        data.put("structures", structures != null ? structures.of(chunk.chunkX(), chunk.chunkZ()) : CompoundBinaryTag.builder()
                .put("References", CompoundBinaryTag.empty())
                .put("starts", CompoundBinaryTag.empty())
                .build());
        return data;
    }

    /**
     * Turns a lit chunk's data ({@link #data} at any status, light applied) into the chunk as the game saves it at
     * {@code minecraft:full} (game: {@code SerializableChunkData.copyOf} of a {@code LevelChunk} made by
     * {@code ChunkStatusTasks.full}): status full; no {@code carving_mask} and no {@code entities} (only proto chunks
     * carry them; a full chunk's entities are in the dimension's {@code entities/} files); each block entity kept
     * packed ({@code keepPacked} 1), as the game saves one it has not touched since it was generated, so the game
     * builds it from the tag (or afresh, for a {@code DUMMY} placeholder) when it first needs it. Heightmaps, ticks,
     * {@code PostProcessing} and {@code structures} are those of the proto chunk, as the game carries them over.
     */
    public static void asFull(ChunkData data) {
        data.put("Status", net.kyori.adventure.nbt.StringBinaryTag.stringBinaryTag(ChunkStep.FULL.status()));
        data.remove("carving_mask");
        data.remove("entities");
        BinaryTag be = data.get("block_entities");
        if (be instanceof ListBinaryTag list && list.size() > 0) {
            List<BinaryTag> out = new ArrayList<>(list.size());
            for (BinaryTag t : list) out.add(((CompoundBinaryTag) t).putBoolean("keepPacked", true));
            data.put("block_entities", ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, out));
        }
    }

    private static final Heightmap.Types[] FINAL = {Heightmap.Types.WORLD_SURFACE, Heightmap.Types.OCEAN_FLOOR,
            Heightmap.Types.MOTION_BLOCKING, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES};

    /** Scheduled ticks as the game saves a proto chunk's ({@code i} id, {@code x y z}, {@code t} delay, {@code p} priority). */
    private static ListBinaryTag ticks(List<ProtoChunk.ScheduledTick> ticks) {
        if (ticks.isEmpty()) return ListBinaryTag.empty();
        List<BinaryTag> out = new ArrayList<>(ticks.size());
        for (ProtoChunk.ScheduledTick t : ticks) {
            out.add(CompoundBinaryTag.builder().putString("i", t.type()).putInt("x", BlockPos.x(t.pos())).putInt("y", BlockPos.y(t.pos()))
                    .putInt("z", BlockPos.z(t.pos())).putInt("t", t.delay()).putInt("p", t.priority()).build());
        }
        return ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, out);
    }

    /**
     * Block entities as a proto chunk stores them: {@code id} ({@code DUMMY} for a placeholder), {@code x y z}, and
     * the fields features set ({@link #tag} says which value types are written).
     */
    private static ListBinaryTag blockEntities(ProtoChunk chunk) {
        if (chunk.blockEntities().isEmpty()) return ListBinaryTag.empty();
        List<BinaryTag> out = new ArrayList<>();
        for (java.util.Map.Entry<Long, ProtoChunk.BlockEntityData> e : chunk.blockEntities().entrySet()) {
            long pos = e.getKey();
            CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
            for (java.util.Map.Entry<String, Object> f : e.getValue().fields.entrySet()) b.put(f.getKey(), tag(f.getValue()));
            b.putString("id", e.getValue().id).putInt("x", BlockPos.x(pos)).putInt("y", BlockPos.y(pos)).putInt("z", BlockPos.z(pos));
            out.add(b.build());
        }
        return ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, out);
    }

    /**
     * A block entity field as NBT: a {@link BinaryTag} as is, String, Integer, Long, Byte, Short, Float, Double,
     * Boolean (a byte), int[] and long[].
     *
     * @throws IllegalArgumentException for another type (a defect of the feature that set it)
     */
    public static BinaryTag tag(Object v) {
        if (v instanceof BinaryTag t) return t;
        if (v instanceof String s) return net.kyori.adventure.nbt.StringBinaryTag.stringBinaryTag(s);
        if (v instanceof Integer i) return net.kyori.adventure.nbt.IntBinaryTag.intBinaryTag(i);
        if (v instanceof Long l) return net.kyori.adventure.nbt.LongBinaryTag.longBinaryTag(l);
        if (v instanceof Byte b) return net.kyori.adventure.nbt.ByteBinaryTag.byteBinaryTag(b);
        if (v instanceof Short sh) return ShortBinaryTag.shortBinaryTag(sh);
        if (v instanceof Float f) return net.kyori.adventure.nbt.FloatBinaryTag.floatBinaryTag(f);
        if (v instanceof Double d) return net.kyori.adventure.nbt.DoubleBinaryTag.doubleBinaryTag(d);
        if (v instanceof Boolean z) return net.kyori.adventure.nbt.ByteBinaryTag.byteBinaryTag((byte) (z ? 1 : 0));
        if (v instanceof int[] a) return net.kyori.adventure.nbt.IntArrayBinaryTag.intArrayBinaryTag(a);
        if (v instanceof long[] a) return LongArrayBinaryTag.longArrayBinaryTag(a);
        throw new IllegalArgumentException("block entity field of type " + (v == null ? "null" : v.getClass().getName()) + " cannot be written");
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
