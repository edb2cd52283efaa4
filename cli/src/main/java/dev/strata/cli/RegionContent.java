package dev.strata.cli;

import dev.strata.regionio.world.WorldLayout;
import java.nio.file.Path;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * What the chunks of a region file hold. Since 1.17 (entities) and 1.14 (points of interest) a dimension keeps
 * three kinds of {@code r.<x>.<z>.mca} files in three folders of the same format: {@code region/} (terrain chunks),
 * {@code entities/} (root {@code {DataVersion, Position: int[2], Entities: [{id, ...}]}}) and {@code poi/} (root
 * {@code {DataVersion, Sections: {<section y>: {Valid, Records: [{type, pos, free_tickets}]}}}}), as the game's
 * {@code EntityStorage} and {@code PoiSection} codecs write them.
 */
enum RegionContent {
    /** Terrain chunks ({@code region/}). */
    CHUNKS(WorldLayout.Kind.REGION, "region"),
    /** Entity chunks ({@code entities/}). */
    ENTITIES(WorldLayout.Kind.ENTITIES, "entity region"),
    /** Point-of-interest chunks ({@code poi/}). */
    POI(WorldLayout.Kind.POI, "POI region");

    private final WorldLayout.Kind layoutKind;
    private final String label;

    RegionContent(WorldLayout.Kind layoutKind, String label) {
        this.layoutKind = layoutKind;
        this.label = label;
    }

    /** The folder the game keeps these files in. */
    String folder() {
        return layoutKind.folder();
    }

    /** The same kind of folder in {@link WorldLayout}'s terms. */
    WorldLayout.Kind layoutKind() {
        return layoutKind;
    }

    /** How a file of this kind is named in the summary ("entity region (0, 0)"). */
    String label() {
        return label;
    }

    /** The kind a file's folder says ({@code region}, {@code entities} or {@code poi}), or null for any other folder. */
    static RegionContent ofFolder(Path file) {
        Path parent = file.toAbsolutePath().normalize().getParent();
        String name = parent == null || parent.getFileName() == null ? "" : parent.getFileName().toString();
        for (RegionContent c : values()) {
            if (c.folder().equals(name)) return c;
        }
        return null;
    }

    /**
     * The kind one chunk's root compound looks like: {@link #ENTITIES} with {@code Position} and {@code Entities},
     * {@link #POI} with a {@code Sections} compound at the root, else {@link #CHUNKS} (terrain chunks have
     * {@code xPos} and lowercase {@code sections} from 1.18, or everything under {@code Level} before).
     */
    static RegionContent ofChunk(CompoundBinaryTag root) {
        if (root.get("xPos") != null || root.get("Level") != null) return CHUNKS;
        if (root.get("Entities") != null && root.get("Position") != null) return ENTITIES;
        if (root.get("Sections") != null && root.get("Sections").type() == BinaryTagTypes.COMPOUND) return POI;
        return CHUNKS;
    }
}
