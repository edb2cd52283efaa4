package dev.strata.regionio.chunk;

import dev.strata.regionio.block.BlockStateRegistry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * Builds {@link ChunkSection}s from the engine's flat arrays, fast: block states as {@code int[4096]} numeric
 * state ids in {@code (y * 16 + z) * 16 + x} order, biomes as {@code int[64]} ids in {@code (y * 4 + z) * 4 + x}
 * order with a table of names (the caller's biome registry order), light as 2048-byte nibble arrays.
 *
 * <p>Palettes list entries in order of first appearance, as the game builds them; palette entry compounds are
 * made once per state id and shared. The encoder keeps its scratch buffers between calls: one instance per
 * thread (not thread-safe); the input arrays are not retained.
 */
public final class SectionEncoder {
    private final BlockStateRegistry registry;
    private final String[] biomeNames;
    private final CompoundBinaryTag[] entries;
    private final int[] slotOfState;
    private final int[] stampOfState;
    private final int[] slotOfBiome;
    private final int[] stampOfBiome;
    /** The indices being counted (reused; a section keeps them packed, never the array). */
    private final int[] blockScratch;
    private final int[] biomeScratch;
    private int stamp;

    /**
     * @param registry   block states (usually {@link BlockStateRegistry#vanilla()})
     * @param biomeNames namespaced biome id for each biome number the engine uses (e.g. the 66 biomes of 26.2
     *                   sorted by id: {@code minecraft:badlands} is 0, {@code minecraft:plains} 40)
     */
    public SectionEncoder(BlockStateRegistry registry, List<String> biomeNames) {
        this.registry = registry;
        this.biomeNames = biomeNames.toArray(new String[0]);
        this.entries = new CompoundBinaryTag[registry.stateCount()];
        this.slotOfState = new int[registry.stateCount()];
        this.blockScratch = new int[ChunkSection.BLOCKS];
        this.biomeScratch = new int[ChunkSection.BIOMES];
        this.stampOfState = new int[registry.stateCount()];
        this.slotOfBiome = new int[this.biomeNames.length];
        this.stampOfBiome = new int[this.biomeNames.length];
    }

    /**
     * A section with block states, biomes and (if not null) light.
     *
     * @param sectionY   section y (block y / 16)
     * @param stateIds   int[4096] block-state ids
     * @param biomeIds   int[64] biome numbers indexing the names given to the constructor
     * @param blockLight 2048 bytes or null (kept by reference)
     * @param skyLight   2048 bytes or null (kept by reference)
     * @throws IllegalArgumentException for a wrong array length or an id out of range
     */
    public ChunkSection encode(int sectionY, int[] stateIds, int[] biomeIds, byte[] blockLight, byte[] skyLight) {
        if (stateIds.length != ChunkSection.BLOCKS) throw new IllegalArgumentException("need 4096 state ids, got " + stateIds.length);
        if (biomeIds.length != ChunkSection.BIOMES) throw new IllegalArgumentException("need 64 biome ids, got " + biomeIds.length);
        ChunkSection s = new ChunkSection(sectionY);
        int st = nextStamp();
        List<CompoundBinaryTag> palette = new ArrayList<>();
        int[] idx = blockScratch; // packed below, not kept
        for (int i = 0; i < ChunkSection.BLOCKS; i++) {
            int id = stateIds[i];
            if (stampOfState[id] != st) {
                stampOfState[id] = st;
                slotOfState[id] = palette.size();
                CompoundBinaryTag e = entries[id];
                if (e == null) entries[id] = e = ChunkSection.paletteEntry(registry, id);
                palette.add(e);
            }
            idx[i] = slotOfState[id];
        }
        s.blockStates = new PalettedContainer<>(ChunkSection.BLOCKS, 4);
        s.blockStates.setPacking(palette, idx); // packed now: a 16 KiB copy of the indices per section was 10% of a run's allocation
        List<String> biomes = new ArrayList<>();
        int[] bidx = biomeScratch;
        for (int i = 0; i < ChunkSection.BIOMES; i++) {
            int b = biomeIds[i];
            if (b < 0 || b >= biomeNames.length) throw new IllegalArgumentException("biome id " + b + " at cell " + i + " is outside 0.." + (biomeNames.length - 1));
            if (stampOfBiome[b] != st) {
                stampOfBiome[b] = st;
                slotOfBiome[b] = biomes.size();
                biomes.add(biomeNames[b]);
            }
            bidx[i] = slotOfBiome[b];
        }
        s.biomes = new PalettedContainer<>(ChunkSection.BIOMES, 1);
        s.biomes.setPacking(biomes, bidx);
        s.setBlockLight(blockLight);
        s.setSkyLight(skyLight);
        return s;
    }

    private int nextStamp() {
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(stampOfState, 0);
            Arrays.fill(stampOfBiome, 0);
            stamp = 1;
        }
        return stamp;
    }
}
