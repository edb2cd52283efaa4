package dev.strata.engine.gen;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.levelgen.BlockFlags;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.NbtFormatException;
import java.util.List;
import java.util.Set;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import net.kyori.adventure.nbt.LongArrayBinaryTag;
import net.kyori.adventure.nbt.NumberBinaryTag;
import net.kyori.adventure.nbt.ShortBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Reads a proto chunk the game 26.2 (or Strata) saved back into a {@link ProtoChunk}, so generation can continue it
 * from its status (game: {@code SerializableChunkData.parse} and {@code read} for a proto chunk). What it reads: the
 * status, every section's blocks and biomes (a missing section is air), the heightmaps, the carving mask,
 * {@code PostProcessing}, the block and fluid ticks, the block entities (their fields kept as tags) and the entities.
 * A heightmap the chunk does not store is counted from its blocks, as the game primes a missing one when it loads the
 * chunk. The {@code structures} compound is given back untouched: a continued chunk keeps the starts it holds (the
 * game's planned structures among them) and is written back with them.
 *
 * <p>Only chunks whose every top-level field is one Strata carries are read ({@link #CARRIED}; the light arrays and
 * {@code isLightOn} are recomputed when the chunk is lit): anything else would be lost when the chunk is written
 * again, so such a chunk is refused and left alone.
 */
public final class ProtoChunkReader {
    /** The top-level fields of a proto chunk that Strata reads back and writes again. */
    public static final Set<String> CARRIED = Set.of("DataVersion", "xPos", "yPos", "zPos", "Status", "LastUpdate", "InhabitedTime",
            "sections", "Heightmaps", "carving_mask", "PostProcessing", "block_ticks", "fluid_ticks", "entities", "block_entities",
            "structures", "isLightOn");

    private final BlockStateRegistry states = BlockStateRegistry.vanilla();
    private final BiomeRegistry biomes;
    private final int[] sectionStates = new int[ChunkSection.BLOCKS];

    /** @param biomes the dimension's biome registry (names in the chunk map to its ids) */
    public ProtoChunkReader(BiomeRegistry biomes) {
        this.biomes = biomes;
    }

    /**
     * Why {@code data} cannot be continued, or null when it can: its data version is 26.2's, it is a proto chunk
     * (not {@code minecraft:full}), and it holds nothing Strata does not carry.
     */
    public static String whyNot(ChunkData data) {
        try {
            if (data.dataVersion() != ChunkCodec.DATA_VERSION) return "data version " + data.dataVersion() + ", not 26.2's " + ChunkCodec.DATA_VERSION;
            String status = data.status();
            if (status == null || "minecraft:full".equals(status)) return "status " + status;
        } catch (NbtFormatException e) {
            return e.getMessage();
        }
        for (String k : data.fields().keySet()) if (!CARRIED.contains(k)) return "it holds " + k + ", which Strata does not carry";
        return null;
    }

    /**
     * Reads {@code data} into {@code into} (reset to the chunk's position; the extents must match).
     *
     * @return the chunk's {@code structures} compound, as stored (empty when absent)
     * @throws NbtFormatException naming the field when the chunk is malformed, names an unknown block state or
     *     biome, or does not fit the dimension
     */
    public CompoundBinaryTag read(ChunkData data, ProtoChunk into) throws NbtFormatException {
        readBlocks(data, into);
        into.setStatus(data.status());
        heightmaps(data, into);
        if (data.get("carving_mask") instanceof LongArrayBinaryTag m) into.setCarvingMask(m.value());
        postProcessing(data, into, into.minY() >> 4);
        ticks(data.get("block_ticks"), "block_ticks", into.blockTicks());
        ticks(data.get("fluid_ticks"), "fluid_ticks", into.fluidTicks());
        if (data.get("block_entities") instanceof ListBinaryTag list) {
            int n = 0;
            for (BinaryTag t : list) {
                String path = "block_entities[" + n++ + "]";
                if (!(t instanceof CompoundBinaryTag c)) throw new NbtFormatException(path, "not a compound");
                long pos = BlockPos.asLong(intOf(c, "x", path), intOf(c, "y", path), intOf(c, "z", path));
                ProtoChunk.BlockEntityData be = new ProtoChunk.BlockEntityData();
                if (!(c.get("id") instanceof StringBinaryTag id)) throw new NbtFormatException(path + ".id", "missing or not a string");
                be.id = id.value();
                for (String k : c.keySet()) if (!k.equals("id") && !k.equals("x") && !k.equals("y") && !k.equals("z")) be.fields.put(k, c.get(k));
                into.blockEntities().put(pos, be);
            }
        }
        if (data.get("entities") instanceof ListBinaryTag list) {
            for (BinaryTag t : list) if (t instanceof CompoundBinaryTag c) into.entities().add(c);
        }
        BinaryTag structures = data.get("structures");
        return structures instanceof CompoundBinaryTag c ? c : CompoundBinaryTag.empty();
    }

    /**
     * Reads only the position, the blocks and the biomes of {@code data} (of any status, full chunks included) into
     * {@code into}, reset first: what a neighbour's light needs of a chunk that is not continued.
     *
     * @throws NbtFormatException naming the field when a section is malformed or names an unknown state or biome
     */
    public void readBlocks(ChunkData data, ProtoChunk into) throws NbtFormatException {
        into.reset(data.x(), data.z());
        int minSection = into.minY() >> 4;
        int count = into.sectionCount();
        int[] blocks = into.blocks();
        int[] biomeIds = into.biomes();
        boolean[] seen = new boolean[count];
        for (ChunkSection s : data.sections()) {
            int i = s.y() - minSection;
            if (i < 0 || i >= count) {
                if (s.hasBlockStates() || s.hasBiomes()) throw new NbtFormatException("sections[Y=" + s.y() + "]", "outside the dimension");
                continue;
            }
            seen[i] = true;
            if (s.hasBlockStates()) {
                s.blockStateIds(states, sectionStates);
                System.arraycopy(sectionStates, 0, blocks, i << 12, ChunkSection.BLOCKS);
            }
            if (s.hasBiomes()) {
                List<String> palette = s.biomePalette();
                int[] ids = new int[palette.size()];
                for (int p = 0; p < ids.length; p++) {
                    ResourceId id;
                    try {
                        id = ResourceId.parse(palette.get(p));
                    } catch (RuntimeException e) {
                        throw new NbtFormatException("sections[Y=" + s.y() + "].biomes.palette[" + p + "]", "not a biome id");
                    }
                    ids[p] = biomes.idOrMinus1(id);
                    if (ids[p] < 0) throw new NbtFormatException("sections[Y=" + s.y() + "].biomes.palette[" + p + "]", "unknown biome " + id);
                }
                for (int qy = 0; qy < 4; qy++) {
                    for (int qz = 0; qz < 4; qz++) {
                        for (int qx = 0; qx < 4; qx++) {
                            biomeIds[(i << 6) | (qy * 4 + qz) * 4 + qx] = biomes.idOrMinus1(ResourceId.parse(s.biome(qx, qy, qz)));
                        }
                    }
                }
            } else {
                throw new NbtFormatException("sections[Y=" + s.y() + "]", "has no biomes");
            }
        }
        for (int i = 0; i < count; i++) if (!seen[i]) throw new NbtFormatException("sections", "section Y=" + (minSection + i) + " is missing");
    }

    private static int intOf(CompoundBinaryTag c, String key, String path) throws NbtFormatException {
        if (!(c.get(key) instanceof NumberBinaryTag n)) throw new NbtFormatException(path + "." + key, "missing or not a number");
        return n.intValue();
    }

    private static final Heightmap.Types[] FINAL = {Heightmap.Types.WORLD_SURFACE, Heightmap.Types.OCEAN_FLOOR,
            Heightmap.Types.MOTION_BLOCKING, Heightmap.Types.MOTION_BLOCKING_NO_LEAVES};

    private static void heightmaps(ChunkData data, ProtoChunk into) throws NbtFormatException {
        CompoundBinaryTag stored = data.get("Heightmaps") instanceof CompoundBinaryTag c ? c : CompoundBinaryTag.empty();
        int bits = ProtoChunkNbt.ceilLog2(into.height() + 1);
        byte[] flags = BlockFlags.table();
        int[] blocks = into.blocks();
        unpackOrCount(stored, "WORLD_SURFACE_WG", Heightmap.Types.WORLD_SURFACE_WG, into.worldSurfaceWg(), into, bits, flags, blocks);
        unpackOrCount(stored, "OCEAN_FLOOR_WG", Heightmap.Types.OCEAN_FLOOR_WG, into.oceanFloorWg(), into, bits, flags, blocks);
        boolean anyFinal = false;
        for (Heightmap.Types t : FINAL) anyFinal |= stored.get(t.name()) != null;
        String status = into.status();
        boolean afterCarvers = !(ProtoChunk.STATUS_EMPTY.equals(status) || "minecraft:structure_starts".equals(status)
                || "minecraft:structure_references".equals(status) || ProtoChunk.STATUS_BIOMES.equals(status)
                || ProtoChunk.STATUS_NOISE.equals(status) || ProtoChunk.STATUS_SURFACE.equals(status));
        if (anyFinal || (afterCarvers && !ProtoChunk.STATUS_CARVERS.equals(status))) {
            into.primeFinalHeightmaps(); // counted from the blocks (the chunk's blocks were set directly), then the stored ones
            for (Heightmap.Types t : FINAL) {
                if (stored.get(t.name()) != null) unpack(stored, t.name(), into.finalHeightmap(t), into.minY(), bits);
            }
        }
    }

    private static void unpackOrCount(CompoundBinaryTag stored, String key, Heightmap.Types type, int[] out, ProtoChunk into, int bits,
            byte[] flags, int[] blocks) throws NbtFormatException {
        if (stored.get(key) != null) {
            unpack(stored, key, out, into.minY(), bits);
        } else {
            for (int col = 0; col < 256; col++) out[col] = Heightmap.prime(blocks, flags, col, into.minY(), into.height(), type);
        }
    }

    private static void unpack(CompoundBinaryTag stored, String key, int[] out, int minY, int bits) throws NbtFormatException {
        if (!(stored.get(key) instanceof LongArrayBinaryTag t)) throw new NbtFormatException("Heightmaps." + key, "not a long array");
        long[] packed = t.value();
        int perLong = 64 / bits;
        if (packed.length != (256 + perLong - 1) / perLong) throw new NbtFormatException("Heightmaps." + key, "has " + packed.length + " longs");
        long mask = (1L << bits) - 1;
        for (int i = 0; i < 256; i++) out[i] = (int) ((packed[i / perLong] >>> ((i % perLong) * bits)) & mask) + minY;
    }

    private static void postProcessing(ChunkData data, ProtoChunk into, int minSection) throws NbtFormatException {
        if (!(data.get("PostProcessing") instanceof ListBinaryTag sections)) return;
        if (sections.size() > into.sectionCount()) throw new NbtFormatException("PostProcessing", "more lists than sections");
        for (int s = 0; s < sections.size(); s++) {
            if (!(sections.get(s) instanceof ListBinaryTag marks)) throw new NbtFormatException("PostProcessing[" + s + "]", "not a list");
            int baseY = (minSection + s) << 4;
            for (BinaryTag m : marks) {
                if (!(m instanceof ShortBinaryTag v)) throw new NbtFormatException("PostProcessing[" + s + "]", "not a list of shorts");
                int p = v.value() & 0xFFFF;
                into.markPostProcessing(p & 15, baseY + ((p >> 4) & 15), (p >> 8) & 15);
            }
        }
    }

    private static void ticks(BinaryTag tag, String key, List<ProtoChunk.ScheduledTick> out) throws NbtFormatException {
        if (!(tag instanceof ListBinaryTag list)) return;
        int n = 0;
        for (BinaryTag t : list) {
            String path = key + "[" + n++ + "]";
            if (!(t instanceof CompoundBinaryTag c)) throw new NbtFormatException(path, "not a compound");
            if (!(c.get("i") instanceof StringBinaryTag i)) throw new NbtFormatException(path + ".i", "missing or not a string");
            out.add(new ProtoChunk.ScheduledTick(BlockPos.asLong(intOf(c, "x", path), intOf(c, "y", path), intOf(c, "z", path)), i.value(),
                    intOf(c, "t", path), intOf(c, "p", path)));
        }
    }

    @SuppressWarnings("unused")
    private static final Class<?> KEEP = IntBinaryTag.class;
}
