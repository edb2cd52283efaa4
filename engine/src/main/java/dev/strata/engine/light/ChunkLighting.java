package dev.strata.engine.light;

import dev.strata.regionio.NbtFormatException;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.chunk.ChunkSection;
import dev.strata.regionio.block.UnknownBlockStateException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import java.util.List;
import java.util.ListIterator;
import net.kyori.adventure.nbt.ByteBinaryTag;

/**
 * Moves chunks between {@link ChunkData} and a {@link LightEngine}: loads a decoded chunk's blocks into the
 * engine's window, writes computed light back into a chunk (only the {@code SkyLight}/{@code BlockLight} arrays,
 * light-only sections and {@code isLightOn}), and compares stored light with computed light.
 *
 * <p>One instance per worker (it keeps a scratch array); not thread-safe.
 */
public final class ChunkLighting {
    private final BlockStateRegistry registry;
    private final LightEngine engine;
    private final int[] ids = new int[ChunkSection.BLOCKS];
    private int[] paletteIds = new int[64];

    /** A bridge for an engine whose tables were built from {@code registry}. */
    public ChunkLighting(BlockStateRegistry registry, LightEngine engine) {
        this.registry = registry;
        this.engine = engine;
    }

    /** The engine. */
    public LightEngine engine() {
        return engine;
    }

    /**
     * Checks that every block of the chunk is known to the registry (palette names and properties), without
     * touching the engine.
     *
     * @throws NbtFormatException naming the first unknown palette entry
     */
    public void checkKnown(ChunkData chunk) throws NbtFormatException {
        for (ChunkSection s : chunk.sections()) if (s.hasBlockStates()) resolvePalette(s);
    }

    /**
     * Block names that older versions wrote and 26.2 knows under another name with the same states (the game's
     * data fixer renames them on load; light only needs the state, so these are read as the new name).
     */
    private static final Map<String, String> RENAMED = Map.of(
            "minecraft:grass", "minecraft:short_grass",
            "minecraft:chain", "minecraft:iron_chain",
            "minecraft:grass_path", "minecraft:dirt_path");

    private int[] resolvePalette(ChunkSection s) throws NbtFormatException {
        List<CompoundBinaryTag> palette = s.blockPalette();
        if (palette.size() > paletteIds.length) paletteIds = new int[Math.max(palette.size(), paletteIds.length * 2)];
        for (int i = 0; i < palette.size(); i++) {
            CompoundBinaryTag e = palette.get(i);
            String name = e.getString("Name");
            String renamed = RENAMED.get(name);
            if (renamed != null) name = renamed;
            Map<String, String> props = Map.of();
            if (e.get("Properties") instanceof CompoundBinaryTag p && p.size() > 0) {
                props = new HashMap<>();
                for (String k : p.keySet()) props.put(k, p.getString(k));
            }
            try {
                paletteIds[i] = registry.stateId(name, props);
            } catch (UnknownBlockStateException ex) {
                throw new NbtFormatException("sections[Y=" + s.y() + "].block_states.palette[" + i + "]", ex.getMessage());
            }
        }
        return paletteIds;
    }

    /**
     * Whether a neighbour with this generation status takes part in the game's light: the game stores light only
     * for chunks that reached {@code initialize_light} , so a less generated
     * neighbour acts like a missing one (opaque). Before 1.20 the first lit status is {@code light}; treating
     * {@code features} neighbours as missing there too matches the 1.18 fixtures best. Statuses are compared
     * without namespace; unknown statuses do not carry light.
     */
    public static boolean carriesLight(String status) {
        String st = status.startsWith("minecraft:") ? status.substring(10) : status;
        return STATUS_ORDER.indexOf(st) >= STATUS_ORDER.indexOf("initialize_light");
    }

    /**
     * Whether a chunk with this status has been through the game's light step ({@code light} or later); compared
     * without namespace, unknown statuses are not.
     */
    public static boolean isLit(String status) {
        String st = status.startsWith("minecraft:") ? status.substring(10) : status;
        int i = STATUS_ORDER.indexOf(st);
        return i >= 0 && i >= STATUS_ORDER.indexOf("light");
    }

    private static final List<String> STATUS_ORDER = List.of("empty", "structure_starts", "structure_references", "biomes",
            "noise", "surface", "carvers", "liquid_carvers", "features", "initialize_light", "light", "spawn", "heightmaps", "full");

    /**
     * Adds a chunk to the engine's current window.
     *
     * @param lightSources whether its emitters and sky seed light
     * @throws NbtFormatException when a palette entry names a block or property the registry does not know; the
     *     chunk may then be partly loaded, so reset the window or treat the chunk as missing
     */
    public void load(ChunkData chunk, boolean lightSources) throws NbtFormatException {
        int cx = chunk.x(), cz = chunk.z();
        engine.addChunk(cx, cz, lightSources);
        for (ChunkSection s : chunk.sections()) {
            if (!s.hasBlockStates()) continue;
            List<?> palette = s.blockPalette();
            if (palette.size() == 1 && isAirEntry(s)) continue;
            int[] pal = resolvePalette(s);
            int i = 0;
            for (int y = 0; y < 16; y++) {
                for (int z = 0; z < 16; z++) {
                    for (int x = 0; x < 16; x++) ids[i++] = pal[s.blockPaletteIndex(x, y, z)];
                }
            }
            engine.setSection(cx, cz, s.y(), ids);
        }
    }

    private boolean isAirEntry(ChunkSection s) {
        String name = s.blockPalette().get(0).getString("Name");
        return name.equals("minecraft:air") || name.equals("minecraft:cave_air") || name.equals("minecraft:void_air");
    }

    /**
     * Writes the computed light of a chunk of the window into it: sets or removes each section's arrays, adds the
     * light-only sections the game would store (kept in section order), drops light-only sections left without
     * arrays, and sets {@code isLightOn} to 1. Nothing else changes.
     *
     * @return whether any light array, section or {@code isLightOn} changed
     */
    public boolean apply(ChunkData chunk) throws NbtFormatException {
        return apply(chunk, true);
    }

    /**
     * As {@link #apply(ChunkData)}; with {@code lightOn} false {@code isLightOn} is left as it is (a chunk the game
     * has not lit yet, status {@code initialize_light}, which holds only the light its neighbours spread into it).
     */
    public boolean apply(ChunkData chunk, boolean lightOn) throws NbtFormatException {
        int cx = chunk.x(), cz = chunk.z();
        boolean changed = false;
        List<ChunkSection> sections = chunk.sections();
        for (int sy = engine.minLightSection(); sy <= engine.maxLightSection(); sy++) {
            byte[] sky = engine.skyLight(cx, cz, sy);
            byte[] blk = engine.blockLight(cx, cz, sy);
            ChunkSection s = chunk.section(sy);
            if (s == null) {
                if (sky == null && blk == null) continue;
                s = new ChunkSection(sy);
                insert(sections, s);
                changed = true;
            }
            if (!Arrays.equals(s.skyLight(), sky)) {
                s.setSkyLight(sky);
                changed = true;
            }
            if (!Arrays.equals(s.blockLight(), blk)) {
                s.setBlockLight(blk);
                changed = true;
            }
        }
        for (ListIterator<ChunkSection> it = sections.listIterator(); it.hasNext(); ) {
            ChunkSection s = it.next();
            if (!s.hasBlockStates() && !s.hasBiomes() && s.skyLight() == null && s.blockLight() == null && s.y() >= engine.minLightSection()
                    && s.y() <= engine.maxLightSection()) {
                it.remove();
                changed = true;
            }
        }
        Boolean on = chunk.isLightOn();
        if (lightOn && (on == null || !on)) {
            chunk.put("isLightOn", ByteBinaryTag.byteBinaryTag((byte) 1));
            changed = true;
        }
        return changed;
    }

    private static void insert(List<ChunkSection> sections, ChunkSection s) {
        int i = 0;
        while (i < sections.size() && sections.get(i).y() < s.y()) i++;
        sections.add(i, s);
    }

    /**
     * Compares a chunk's stored light with the engine's, section by section over the light range.
     *
     * @return the number of arrays (sky and block counted separately) that differ; 0 when identical
     */
    public int differences(ChunkData chunk) throws NbtFormatException {
        int cx = chunk.x(), cz = chunk.z();
        int diff = 0;
        for (int sy = engine.minLightSection(); sy <= engine.maxLightSection(); sy++) {
            ChunkSection s = chunk.section(sy);
            byte[] storedSky = s == null ? null : s.skyLight();
            byte[] storedBlock = s == null ? null : s.blockLight();
            if (!Arrays.equals(storedSky, engine.skyLight(cx, cz, sy))) diff++;
            if (!Arrays.equals(storedBlock, engine.blockLight(cx, cz, sy))) diff++;
        }
        return diff;
    }
}
