package dev.strata.regionio.chunk;

import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.block.UnknownBlockStateException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * One 16 x 16 x 16 section of a chunk (an entry of the chunk's {@code sections} list), as stored since 1.18.
 *
 * <p>Block states are kept in the game's palette form: palette entries are compounds {@code {Name, Properties?}}
 * exactly as read (unknown blocks survive), with an index per block in the order {@code (y * 16 + z) * 16 + x}
 * (local coordinates 0..15). Biomes are a palette of namespaced ids with an index per 4 x 4 x 4 cell in the order
 * {@code (y * 4 + z) * 4 + x} (local quart coordinates 0..3). Light arrays are 2048 bytes, one nibble per block
 * in block order, low nibble first; null when absent. Any other key of the section compound is kept and written
 * back unchanged.
 *
 * <p>Numeric block-state ids come from {@link BlockStateRegistry}; use {@link #blockStateIds} and
 * {@link #setBlockStateIds} to move between the two forms. Not thread-safe.
 */
public final class ChunkSection {
    /** Blocks per section. */
    public static final int BLOCKS = 4096;
    /** Biome cells per section. */
    public static final int BIOMES = 64;
    /** Bytes of a light array. */
    public static final int LIGHT_BYTES = 2048;

    private final int y;
    PalettedContainer<CompoundBinaryTag> blockStates;
    PalettedContainer<String> biomes;
    byte[] blockLight;
    byte[] skyLight;
    boolean blockLightAsList;
    boolean skyLightAsList;
    CompoundBinaryTag rest = CompoundBinaryTag.empty();

    /** An empty section (no block states, biomes or light) at section y (block y / 16). */
    public ChunkSection(int y) {
        this.y = y;
    }

    /** Section y: block y / 16, rounded down (the {@code Y} byte). */
    public int y() {
        return y;
    }

    /** Whether the section has a {@code block_states} container (light-only sections above and below have none). */
    public boolean hasBlockStates() {
        return blockStates != null;
    }

    /** Whether the section has a {@code biomes} container. */
    public boolean hasBiomes() {
        return biomes != null;
    }

    /** The block-state palette as stored (compounds with {@code Name} and optional {@code Properties}); empty if none. */
    public List<CompoundBinaryTag> blockPalette() {
        return blockStates == null ? List.of() : Collections.unmodifiableList(blockStates.palette);
    }

    /** The biome palette (namespaced ids); empty if none. */
    public List<String> biomePalette() {
        return biomes == null ? List.of() : Collections.unmodifiableList(biomes.palette);
    }

    /** Palette index of the block at local x, y, z (0..15). */
    public int blockPaletteIndex(int x, int y, int z) {
        return blockStates.indexAt((y * 16 + z) * 16 + x);
    }

    /** Biome id at local quart x, y, z (0..3). */
    public String biome(int qx, int qy, int qz) {
        return biomes.palette.get(biomes.indexAt((qy * 4 + qz) * 4 + qx));
    }

    /**
     * Numeric state ids of all 4096 blocks in {@code (y * 16 + z) * 16 + x} order.
     *
     * @param out an int[4096] to fill, or null to allocate one
     * @throws NbtFormatException if there are no block states, or a palette entry names a block or property the
     *     registry does not know (a world with mods or from another version)
     */
    public int[] blockStateIds(BlockStateRegistry registry, int[] out) throws NbtFormatException {
        if (blockStates == null) throw new NbtFormatException("sections[Y=" + y + "]", "has no block_states");
        int[] ids = new int[blockStates.palette.size()];
        for (int i = 0; i < ids.length; i++) ids[i] = stateId(registry, blockStates.palette.get(i), "sections[Y=" + y + "].block_states.palette[" + i + "]");
        if (out == null) out = new int[BLOCKS];
        int[] idx = blockStates.indices();
        if (idx == null) {
            java.util.Arrays.fill(out, ids[0]);
        } else {
            for (int i = 0; i < BLOCKS; i++) out[i] = ids[idx[i]];
        }
        return out;
    }

    static int stateId(BlockStateRegistry registry, CompoundBinaryTag entry, String path) throws NbtFormatException {
        BinaryTag name = entry.get("Name");
        if (!(name instanceof StringBinaryTag s)) throw new NbtFormatException(path + ".Name", "missing or not a string");
        Map<String, String> props = new LinkedHashMap<>();
        if (entry.get("Properties") instanceof CompoundBinaryTag p) {
            for (String k : p.keySet()) {
                if (!(p.get(k) instanceof StringBinaryTag v)) throw new NbtFormatException(path + ".Properties." + k, "not a string");
                props.put(k, v.value());
            }
        }
        try {
            return registry.stateId(s.value(), props);
        } catch (UnknownBlockStateException e) {
            throw new NbtFormatException(path, e.getMessage());
        }
    }

    /** The palette entry the game writes for a state: {@code Name} and, if the block has any, {@code Properties}. */
    static CompoundBinaryTag paletteEntry(BlockStateRegistry registry, int stateId) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder().putString("Name", registry.blockName(stateId));
        int n = registry.propertyCount(stateId);
        if (n > 0) {
            CompoundBinaryTag.Builder p = CompoundBinaryTag.builder();
            for (int i = 0; i < n; i++) p.putString(registry.propertyName(stateId, i), registry.propertyValue(stateId, i));
            b.put("Properties", p.build());
        }
        return b.build();
    }

    /**
     * Replaces the block states with numeric state ids in {@code (y * 16 + z) * 16 + x} order; the palette lists
     * states in order of first appearance, as the game builds it.
     *
     * @param stateIds int[4096], not retained
     */
    public void setBlockStateIds(BlockStateRegistry registry, int[] stateIds) {
        if (stateIds.length != BLOCKS) throw new IllegalArgumentException("need " + BLOCKS + " state ids, got " + stateIds.length);
        Map<Integer, Integer> slot = new LinkedHashMap<>();
        int[] idx = new int[BLOCKS];
        List<CompoundBinaryTag> palette = new ArrayList<>();
        for (int i = 0; i < BLOCKS; i++) {
            int id = stateIds[i];
            Integer s = slot.get(id);
            if (s == null) {
                s = palette.size();
                slot.put(id, s);
                palette.add(paletteEntry(registry, id));
            }
            idx[i] = s;
        }
        if (blockStates == null) blockStates = new PalettedContainer<>(BLOCKS, 4);
        blockStates.set(palette, idx);
    }

    /**
     * Replaces the biomes with namespaced ids in {@code (y * 4 + z) * 4 + x} order (palette in order of first
     * appearance).
     */
    public void setBiomes(String[] biomeIds) {
        if (biomeIds.length != BIOMES) throw new IllegalArgumentException("need " + BIOMES + " biomes, got " + biomeIds.length);
        List<String> palette = new ArrayList<>();
        int[] idx = new int[BIOMES];
        for (int i = 0; i < BIOMES; i++) {
            int s = palette.indexOf(biomeIds[i]);
            if (s < 0) {
                s = palette.size();
                palette.add(biomeIds[i]);
            }
            idx[i] = s;
        }
        if (biomes == null) biomes = new PalettedContainer<>(BIOMES, 1);
        biomes.set(palette, idx);
    }

    /** Block light (2048 bytes) or null when absent; the array is shared, not copied. */
    public byte[] blockLight() {
        return blockLight;
    }

    /** Sky light (2048 bytes) or null when absent; the array is shared, not copied. */
    public byte[] skyLight() {
        return skyLight;
    }

    /** Sets block light: 2048 bytes, or null to remove it. */
    public void setBlockLight(byte[] light) {
        checkLight(light);
        blockLight = light;
        blockLightAsList = false;
    }

    /** Sets sky light: 2048 bytes, or null to remove it. */
    public void setSkyLight(byte[] light) {
        checkLight(light);
        skyLight = light;
        skyLightAsList = false;
    }

    private static void checkLight(byte[] light) {
        if (light != null && light.length != LIGHT_BYTES) throw new IllegalArgumentException("light arrays have " + LIGHT_BYTES + " bytes, got " + light.length);
    }
}
