package dev.strata.engine.structure.endcity;

import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import java.util.ArrayList;
import java.util.List;

/**
 * The end city's recursive layout (game: {@code EndCityPieces}, 26.1 and 26.2 alike): a house tower at the start,
 * then towers, bridges, more houses, fat towers and at most one ship, each section added only when none of its
 * pieces meets an earlier piece of another depth.
 *
 * <p>The rules, as the game has them:
 * <ul>
 *   <li>a child template starts at its parent's template position moved by the offset turned with the parent's
 *       rotation (game: {@code calculateConnectedPosition} with the child's own origin 0);</li>
 *   <li>{@code recursiveChildren}: refused beyond depth 8; the section's pieces are built into a new list, then one
 *       {@code nextInt()} tags all of them (written over any tag a nested section gave) as their gen depth; the
 *       section is kept when no piece's box meets a piece of the list it is added to whose gen depth differs from
 *       the parent's;</li>
 *   <li>the house tower (base floor, 0 to 2 more floors by {@code nextInt(3)}, a roof), the tower (its base at
 *       {@code 3 + nextInt(2)} on x and z, 2 to 4 tower pieces, bridges from a random floor on each side that draws
 *       {@code nextBoolean()}, a top; without bridges a fat tower, or a top at depth 7), the bridge ({@code nextInt(4)
 *       + 1} segments: plain, steep or gentle stairs; then the ship when none was made and {@code nextInt(10 - depth)}
 *       is 0, else a house tower, which may refuse the bridge) and the fat tower (up to two more middles while
 *       {@code nextInt(3) != 0}, each with bridges on the sides that draw {@code nextBoolean()}).</li>
 * </ul>
 * The game keeps "ship made" in a static generator reset at each start; here it lives in the builder of one start.
 * The first piece's gen depth is 0, as are those of the start's own four pieces.
 */
final class EndCityPieces {
    private static final int MAX_GEN_DEPTH = 8;
    /** Game: {@code TOWER_BRIDGES}: a rotation relative to the tower's and an offset. */
    private static final Rotation[] TOWER_BRIDGE_ROTATIONS = {Rotation.NONE, Rotation.CLOCKWISE_90, Rotation.COUNTERCLOCKWISE_90, Rotation.CLOCKWISE_180};
    private static final int[][] TOWER_BRIDGE_OFFSETS = {{1, -1, 0}, {6, -1, 1}, {0, -1, 5}, {5, -1, 6}};
    /** Game: {@code FAT_TOWER_BRIDGES}. */
    private static final int[][] FAT_TOWER_BRIDGE_OFFSETS = {{4, -1, 0}, {12, -1, 4}, {0, -1, 8}, {8, -1, 12}};

    private enum Section { HOUSE_TOWER, TOWER, TOWER_BRIDGE, FAT_TOWER }

    private final EndCityTemplates templates;
    private final RandomSource random;
    private boolean shipCreated;

    private EndCityPieces(EndCityTemplates templates, RandomSource random) {
        this.templates = templates;
        this.random = random;
    }

    /**
     * The pieces of a city whose first template is at {@code (x, y, z)} turned by {@code rotation} (game:
     * {@code startHouseTower}), in the game's order.
     */
    static List<StructurePiece> startHouseTower(EndCityTemplates templates, int x, int y, int z, Rotation rotation, RandomSource random) {
        EndCityPieces g = new EndCityPieces(templates, random);
        List<StructurePiece> pieces = new ArrayList<>();
        EndCityPiece last = add(pieces, new EndCityPiece(templates.get("base_floor"), x, y, z, rotation, true));
        last = add(pieces, g.addPiece(last, -1, 0, -1, "second_floor_1", rotation, false));
        last = add(pieces, g.addPiece(last, -1, 4, -1, "third_floor_1", rotation, false));
        last = add(pieces, g.addPiece(last, -1, 8, -1, "third_roof", rotation, true));
        g.recursiveChildren(Section.TOWER, 1, last, null, pieces);
        return pieces;
    }

    private static EndCityPiece add(List<StructurePiece> pieces, EndCityPiece piece) {
        pieces.add(piece);
        return piece;
    }

    /** Game: {@code Rotation.getRotated}: the two turns added. */
    static Rotation rotated(Rotation a, Rotation b) {
        return Rotation.values()[(a.ordinal() + b.ordinal()) & 3];
    }

    /** Game: {@code addPiece}: the child at the parent's template position plus the offset turned with the parent. */
    private EndCityPiece addPiece(EndCityPiece parent, int ox, int oy, int oz, String name, Rotation rotation, boolean overwrite) {
        int[] tp = parent.templatePosition();
        EndCityPiece child = new EndCityPiece(templates.get(name), tp[0], tp[1], tp[2], rotation, overwrite);
        int[] o = StructureTemplate.transform(ox, oy, oz, Mirror.NONE, parent.templateRotation(), 0, 0);
        child.move(o[0], o[1], o[2]);
        return child;
    }

    /** Game: {@code recursiveChildren}. */
    private boolean recursiveChildren(Section section, int genDepth, EndCityPiece parent, int[] offset, List<StructurePiece> pieces) {
        if (genDepth > MAX_GEN_DEPTH) return false;
        List<StructurePiece> children = new ArrayList<>();
        if (!generate(section, genDepth, parent, offset, children)) return false;
        int childTag = random.nextInt();
        for (StructurePiece child : children) {
            child.setGenDepth(childTag);
            StructurePiece collision = StructurePiece.findCollisionPiece(pieces, child.getBoundingBox());
            if (collision != null && collision.getGenDepth() != parent.getGenDepth()) return false;
        }
        pieces.addAll(children);
        return true;
    }

    private boolean generate(Section section, int genDepth, EndCityPiece parent, int[] offset, List<StructurePiece> pieces) {
        return switch (section) {
            case HOUSE_TOWER -> houseTower(genDepth, parent, offset, pieces);
            case TOWER -> tower(genDepth, parent, pieces);
            case TOWER_BRIDGE -> towerBridge(genDepth, parent, pieces);
            case FAT_TOWER -> fatTower(genDepth, parent, pieces);
        };
    }

    /** Game: {@code HOUSE_TOWER_GENERATOR}. */
    private boolean houseTower(int genDepth, EndCityPiece parent, int[] offset, List<StructurePiece> pieces) {
        if (genDepth > MAX_GEN_DEPTH) return false;
        Rotation rotation = parent.templateRotation();
        EndCityPiece last = add(pieces, addPiece(parent, offset[0], offset[1], offset[2], "base_floor", rotation, true));
        int floors = random.nextInt(3);
        if (floors == 0) {
            add(pieces, addPiece(last, -1, 4, -1, "base_roof", rotation, true));
        } else if (floors == 1) {
            last = add(pieces, addPiece(last, -1, 0, -1, "second_floor_2", rotation, false));
            last = add(pieces, addPiece(last, -1, 8, -1, "second_roof", rotation, false));
            recursiveChildren(Section.TOWER, genDepth + 1, last, null, pieces);
        } else {
            last = add(pieces, addPiece(last, -1, 0, -1, "second_floor_2", rotation, false));
            last = add(pieces, addPiece(last, -1, 4, -1, "third_floor_2", rotation, false));
            last = add(pieces, addPiece(last, -1, 8, -1, "third_roof", rotation, true));
            recursiveChildren(Section.TOWER, genDepth + 1, last, null, pieces);
        }
        return true;
    }

    /** Game: {@code TOWER_GENERATOR}. */
    private boolean tower(int genDepth, EndCityPiece parent, List<StructurePiece> pieces) {
        Rotation rotation = parent.templateRotation();
        int bx = 3 + random.nextInt(2);
        int bz = 3 + random.nextInt(2);
        EndCityPiece last = add(pieces, addPiece(parent, bx, -3, bz, "tower_base", rotation, true));
        last = add(pieces, addPiece(last, 0, 7, 0, "tower_piece", rotation, true));
        EndCityPiece bridgePiece = random.nextInt(3) == 0 ? last : null;
        int towerHeight = 1 + random.nextInt(3);
        for (int i = 0; i < towerHeight; i++) {
            last = add(pieces, addPiece(last, 0, 4, 0, "tower_piece", rotation, true));
            if (i < towerHeight - 1 && random.nextBoolean()) bridgePiece = last;
        }
        if (bridgePiece != null) {
            for (int b = 0; b < 4; b++) {
                if (!random.nextBoolean()) continue;
                int[] o = TOWER_BRIDGE_OFFSETS[b];
                EndCityPiece bridgeStart = add(pieces, addPiece(bridgePiece, o[0], o[1], o[2], "bridge_end", rotated(rotation, TOWER_BRIDGE_ROTATIONS[b]), true));
                recursiveChildren(Section.TOWER_BRIDGE, genDepth + 1, bridgeStart, null, pieces);
            }
            add(pieces, addPiece(last, -1, 4, -1, "tower_top", rotation, true));
        } else if (genDepth == 7) {
            add(pieces, addPiece(last, -1, 4, -1, "tower_top", rotation, true));
        } else {
            return recursiveChildren(Section.FAT_TOWER, genDepth + 1, last, null, pieces);
        }
        return true;
    }

    /** Game: {@code TOWER_BRIDGE_GENERATOR}. */
    private boolean towerBridge(int genDepth, EndCityPiece parent, List<StructurePiece> pieces) {
        Rotation rotation = parent.templateRotation();
        int bridgeLength = random.nextInt(4) + 1;
        EndCityPiece last = add(pieces, addPiece(parent, 0, 0, -4, "bridge_piece", rotation, true));
        last.setGenDepth(-1);
        int nextY = 0;
        for (int i = 0; i < bridgeLength; i++) {
            if (random.nextBoolean()) {
                last = add(pieces, addPiece(last, 0, nextY, -4, "bridge_piece", rotation, true));
                nextY = 0;
                continue;
            }
            if (random.nextBoolean()) last = add(pieces, addPiece(last, 0, nextY, -4, "bridge_steep_stairs", rotation, true));
            else last = add(pieces, addPiece(last, 0, nextY, -8, "bridge_gentle_stairs", rotation, true));
            nextY = 4;
        }
        if (shipCreated || random.nextInt(10 - genDepth) != 0) {
            if (!recursiveChildren(Section.HOUSE_TOWER, genDepth + 1, last, new int[] {-3, nextY + 1, -11}, pieces)) return false;
        } else {
            int sx = -8 + random.nextInt(8);
            int sz = -70 + random.nextInt(10);
            add(pieces, addPiece(last, sx, nextY, sz, "ship", rotation, true));
            shipCreated = true;
        }
        last = add(pieces, addPiece(last, 4, nextY, 0, "bridge_end", rotated(rotation, Rotation.CLOCKWISE_180), true));
        last.setGenDepth(-1);
        return true;
    }

    /** Game: {@code FAT_TOWER_GENERATOR}. */
    private boolean fatTower(int genDepth, EndCityPiece parent, List<StructurePiece> pieces) {
        Rotation rotation = parent.templateRotation();
        EndCityPiece last = add(pieces, addPiece(parent, -3, 4, -3, "fat_tower_base", rotation, true));
        last = add(pieces, addPiece(last, 0, 4, 0, "fat_tower_middle", rotation, true));
        for (int i = 0; i < 2 && random.nextInt(3) != 0; i++) {
            last = add(pieces, addPiece(last, 0, 8, 0, "fat_tower_middle", rotation, true));
            for (int b = 0; b < 4; b++) {
                if (!random.nextBoolean()) continue;
                int[] o = FAT_TOWER_BRIDGE_OFFSETS[b];
                EndCityPiece bridgeStart = add(pieces, addPiece(last, o[0], o[1], o[2], "bridge_end", rotated(rotation, TOWER_BRIDGE_ROTATIONS[b]), true));
                recursiveChildren(Section.TOWER_BRIDGE, genDepth + 1, bridgeStart, null, pieces);
            }
        }
        add(pieces, addPiece(last, -2, 8, -2, "fat_tower_top", rotation, true));
        return true;
    }
}
