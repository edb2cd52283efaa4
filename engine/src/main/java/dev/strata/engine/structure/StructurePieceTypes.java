package dev.strata.engine.structure;

import dev.strata.engine.structure.buriedtreasure.BuriedTreasurePieceTypes;
import dev.strata.engine.structure.endcity.EndCityPiece;
import dev.strata.engine.structure.fortress.FortressPieceTypes;
import dev.strata.engine.structure.igloo.IglooPieceTypes;
import dev.strata.engine.structure.jigsaw.JigsawPieceTypes;
import dev.strata.engine.structure.mineshaft.MineshaftPieceTypes;
import dev.strata.engine.structure.netherfossil.NetherFossilPieceTypes;
import dev.strata.engine.structure.oceanmonument.MonumentPieceTypes;
import dev.strata.engine.structure.oceanruin.OceanRuinPieceTypes;
import dev.strata.engine.structure.ruinedportal.RuinedPortalPieceTypes;
import dev.strata.engine.structure.scattered.ScatteredPieceTypes;
import dev.strata.engine.structure.shipwreck.ShipwreckPieceTypes;
import dev.strata.engine.structure.stronghold.StrongholdPieceTypes;
import dev.strata.engine.structure.woodlandmansion.MansionPieceTypes;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The piece types Strata can read back, by id (game: the {@code structure_piece} registry, filled by
 * {@code StructurePieceType}: each id, lower case, maps to the load constructor of one piece class). Listed in the
 * game's registration order; the ids a piece's {@code createTag} writes under {@code id}.
 *
 * <p>Listed: every type of the game's registry: the hand-built structures' pieces (mineshafts, strongholds, nether
 * fortresses, ocean monuments, the desert pyramid, jungle temple and swamp hut, end cities and woodland mansions), the
 * single-template structures' (ocean ruins, igloos, ruined portals, buried treasure, shipwrecks, nether fossils) and
 * the jigsaw piece. Two of them the game registers
 * but never writes: {@code minecraft:nestart} (a fortress's first piece is saved as a bridge crossing) and the
 * monument's rooms (a start saves the building only); they load all the same.
 */
public final class StructurePieceTypes {
    private static final Map<String, StructurePieceType> BY_ID = new LinkedHashMap<>();
    /** Game: {@code PiecesContainer.RENAMES}: the old ids of jigsaw pieces (villages, outposts, bastions, runtime). */
    private static final Map<String, String> RENAMES = Map.of("minecraft:nvi", "minecraft:jigsaw", "minecraft:pcp", "minecraft:jigsaw",
            "minecraft:bastionremnant", "minecraft:jigsaw", "minecraft:runtime", "minecraft:jigsaw");

    static {
        register("MSCorridor", MineshaftPieceTypes.CORRIDOR);
        register("MSCrossing", MineshaftPieceTypes.CROSSING);
        register("MSRoom", MineshaftPieceTypes.ROOM);
        register("MSStairs", MineshaftPieceTypes.STAIRS);
        register("NeBCr", FortressPieceTypes.BRIDGE_CROSSING);
        register("NeBEF", FortressPieceTypes.BRIDGE_END_FILLER);
        register("NeBS", FortressPieceTypes.BRIDGE_STRAIGHT);
        register("NeCCS", FortressPieceTypes.CASTLE_CORRIDOR_STAIRS);
        register("NeCTB", FortressPieceTypes.CASTLE_CORRIDOR_T_BALCONY);
        register("NeCE", FortressPieceTypes.CASTLE_ENTRANCE);
        register("NeSCSC", FortressPieceTypes.CASTLE_SMALL_CORRIDOR_CROSSING);
        register("NeSCLT", FortressPieceTypes.CASTLE_SMALL_CORRIDOR_LEFT_TURN);
        register("NeSC", FortressPieceTypes.CASTLE_SMALL_CORRIDOR);
        register("NeSCRT", FortressPieceTypes.CASTLE_SMALL_CORRIDOR_RIGHT_TURN);
        register("NeCSR", FortressPieceTypes.CASTLE_STALK_ROOM);
        register("NeMT", FortressPieceTypes.MONSTER_THRONE);
        register("NeRC", FortressPieceTypes.ROOM_CROSSING);
        register("NeSR", FortressPieceTypes.STAIRS_ROOM);
        register("NeStart", FortressPieceTypes.START);
        register("SHCC", StrongholdPieceTypes.CHEST_CORRIDOR);
        register("SHFC", StrongholdPieceTypes.FILLER_CORRIDOR);
        register("SH5C", StrongholdPieceTypes.FIVE_CROSSING);
        register("SHLT", StrongholdPieceTypes.LEFT_TURN);
        register("SHLi", StrongholdPieceTypes.LIBRARY);
        register("SHPR", StrongholdPieceTypes.PORTAL_ROOM);
        register("SHPH", StrongholdPieceTypes.PRISON_HALL);
        register("SHRT", StrongholdPieceTypes.RIGHT_TURN);
        register("SHRC", StrongholdPieceTypes.ROOM_CROSSING);
        register("SHSD", StrongholdPieceTypes.STAIRS_DOWN);
        register("SHStart", StrongholdPieceTypes.START);
        register("SHS", StrongholdPieceTypes.STRAIGHT);
        register("SHSSD", StrongholdPieceTypes.STRAIGHT_STAIRS_DOWN);
        register("TeJP", ScatteredPieceTypes.JUNGLE_TEMPLE);
        register("ORP", OceanRuinPieceTypes.OCEAN_RUIN);
        register("Iglu", IglooPieceTypes.IGLOO);
        register("RUPO", RuinedPortalPieceTypes.RUINED_PORTAL);
        register("TeSH", ScatteredPieceTypes.SWAMP_HUT);
        register("TeDP", ScatteredPieceTypes.DESERT_PYRAMID);
        register("OMB", MonumentPieceTypes.BUILDING);
        register("OMCR", MonumentPieceTypes.CORE_ROOM);
        register("OMDXR", MonumentPieceTypes.DOUBLE_X_ROOM);
        register("OMDXYR", MonumentPieceTypes.DOUBLE_XY_ROOM);
        register("OMDYR", MonumentPieceTypes.DOUBLE_Y_ROOM);
        register("OMDYZR", MonumentPieceTypes.DOUBLE_YZ_ROOM);
        register("OMDZR", MonumentPieceTypes.DOUBLE_Z_ROOM);
        register("OMEntry", MonumentPieceTypes.ENTRY_ROOM);
        register("OMPenthouse", MonumentPieceTypes.PENTHOUSE);
        register("OMSimple", MonumentPieceTypes.SIMPLE_ROOM);
        register("OMSimpleT", MonumentPieceTypes.SIMPLE_TOP_ROOM);
        register("OMWR", MonumentPieceTypes.WING_ROOM);
        register("ECP", EndCityPiece.TYPE);
        register("WMP", MansionPieceTypes.WOODLAND_MANSION_PIECE);
        register("BTP", BuriedTreasurePieceTypes.BURIED_TREASURE);
        register("Shipwreck", ShipwreckPieceTypes.SHIPWRECK);
        register("NeFos", NetherFossilPieceTypes.NETHER_FOSSIL);
        register("jigsaw", JigsawPieceTypes.JIGSAW);
    }

    private StructurePieceTypes() {}

    /** Game: {@code setPieceId}: the registry key is the id in lower case, namespace {@code minecraft}. */
    private static void register(String id, StructurePieceType type) {
        if (BY_ID.put("minecraft:" + id.toLowerCase(Locale.ROOT), type) != null) throw new IllegalStateException("registered twice: " + id);
    }

    /** The registered ids ({@code minecraft:mscorridor}, ...) in registration order (read-only). */
    public static Set<String> ids() {
        return Collections.unmodifiableSet(BY_ID.keySet());
    }

    /** The loader of {@code id} (a full id, lower case), or null. */
    public static StructurePieceType get(String id) {
        return BY_ID.get(id);
    }

    /**
     * The piece a saved compound describes (game: one step of {@code PiecesContainer.load}): its {@code id} (a string;
     * put in lower case and given the namespace {@code minecraft} when it has none, as the game's {@code
     * Identifier.parse} of the lower-cased id does; an old jigsaw id renamed, {@code RENAMES}) picks the loader, which
     * reads the rest.
     *
     * @throws StructureNbtException naming the path for a missing or mistyped field, and naming the id for one that is
     *     not registered (the game logs that and skips the piece; Strata knows every id it writes)
     */
    public static StructurePiece load(StructurePieceSerializationContext context, PieceTag tag) {
        String raw = tag.getString("id");
        String id = raw.toLowerCase(Locale.ROOT);
        if (id.indexOf(':') < 0) id = "minecraft:" + id;
        StructurePieceType type = BY_ID.get(RENAMES.getOrDefault(id, id));
        if (type == null) throw tag.error("id", "unknown structure piece id \"" + raw + "\"");
        return type.load(context, tag);
    }
}
