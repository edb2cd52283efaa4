package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Game: {@code SculkSpreader.createWorldGenSpreader()} (26.1 and 26.2 alike) with the sculk behaviours it drives:
 * {@code SculkBlock}, {@code SculkVeinBlock} (its two {@code MultifaceSpreader}s and {@code SculkVeinSpreaderConfig}),
 * and {@code SculkBehaviour.DEFAULT} for every other block. Charge cursors start at the origin and walk over sculk and
 * sculk veins, turning the blocks veins cling to into sculk, growing sensors and shriekers and losing charge.
 *
 * <p>World generation constants (game): replaceable tag {@code sculk_replaceable_world_gen}, growth spawn cost 50,
 * no-growth radius 1, charge decay rate 5, additional decay rate 10; at most 32 cursors of at most 1000 charge;
 * cursors farther than 15 blocks horizontally from the origin lose their charge.
 *
 * <p>Draws per cursor update (game order): {@code SculkBlock.attemptUseCharge}: {@code nextInt(5)}, then either
 * {@code nextInt(10)} (no growth possible) or {@code nextInt(50)} and, for a growth, {@code nextInt(11)};
 * {@code SculkVeinBlock}: with veins spreading the six directions shuffled (5 draws), else {@code nextInt(5)};
 * then, while charged, the 18 non-corner neighbours shuffled (17 draws).
 *
 * <p>The merge pass of {@code updateCursors} keeps a {@code HashMap<BlockPos, ChargeCursor>} (here keyed by
 * {@link Pos}, the game's hash); at world generation cursors never merge, so the kept list is the cursors in their
 * order that still hold charge. Its charge map only feeds particle events, which {@code WorldGenRegion.levelEvent}
 * drops; it is not kept.
 */
final class SculkSpreader {
    static final int MAX_CHARGE = 1000, MAX_CURSORS = 32, MAX_CURSOR_DISTANCE = 1024, MAX_GROWTH_RATE_RADIUS = 24;
    static final int GROWTH_SPAWN_COST = 50, NO_GROWTH_RADIUS = 1, CHARGE_DECAY_RATE = 5, ADDITIONAL_DECAY_RATE = 10;
    static final int SHRIEKER_PLACEMENT_RATE = 11;
    /** Game: {@code ChargeCursor.NON_CORNER_NEIGHBOURS}: {@code betweenClosed(-1..1)} order (x fastest, then y, z). */
    static final int[][] NON_CORNER_NEIGHBOURS;

    static {
        List<int[]> list = new ArrayList<>();
        for (int z = -1; z <= 1; z++) for (int y = -1; y <= 1; y++) for (int x = -1; x <= 1; x++) {
            if ((x == 0 || y == 0 || z == 0) && !(x == 0 && y == 0 && z == 0)) list.add(new int[] {x, y, z});
        }
        NON_CORNER_NEIGHBOURS = list.toArray(new int[0][]);
    }

    /** The spread types of the vein's two spreaders (game: {@code MultifaceSpreader.SpreadType}). */
    private static final int SAME_POSITION = 0, SAME_PLANE = 1, WRAP_AROUND = 2;
    private static final int[] DEFAULT_SPREAD_ORDER = {SAME_POSITION, SAME_PLANE, WRAP_AROUND};
    private static final int[] SAME_POSITION_ONLY = {SAME_POSITION};

    /** Which of the game's {@code SculkBehaviour}s a block has. */
    private enum Behaviour { DEFAULT, SCULK, VEIN }

    /** Game: {@code SculkSpreader.ChargeCursor}; {@code facings} is a face mask by ordinal, -1 for none (null). */
    static final class Cursor {
        int x, y, z, charge, updateDelay, decayDelay = 1, facings = -1;

        Cursor(int x, int y, int z, int charge) {
            this.x = x;
            this.y = y;
            this.z = z;
            this.charge = charge;
        }
    }

    private final WorldGenLevel level;
    private final BlockStates s;
    private final BlockSupport support = BlockSupport.vanilla();
    private final int sculk, vein, catalyst, sensor, shrieker, movingPiston, water;
    private final int sculkState, veinState, sensorState, shriekerState, airState, waterState;
    private final BlockStates.BlockTag replaceableWorldGen, replaceable, fire;
    List<Cursor> cursors = new ArrayList<>();

    SculkSpreader(WorldGenLevel level) {
        this.level = level;
        this.s = level.states();
        sculk = s.blockIndex("minecraft:sculk");
        vein = s.blockIndex("minecraft:sculk_vein");
        catalyst = s.blockIndex("minecraft:sculk_catalyst");
        sensor = s.blockIndex("minecraft:sculk_sensor");
        shrieker = s.blockIndex("minecraft:sculk_shrieker");
        movingPiston = s.blockIndex("minecraft:moving_piston");
        water = s.blockIndex("minecraft:water");
        sculkState = s.defaultState("minecraft:sculk");
        veinState = s.defaultState("minecraft:sculk_vein");
        sensorState = s.defaultState("minecraft:sculk_sensor");
        shriekerState = s.with(s.defaultState("minecraft:sculk_shrieker"), "can_summon", "true");
        airState = s.defaultState("minecraft:air");
        waterState = s.defaultState("minecraft:water");
        replaceableWorldGen = s.tag("minecraft:sculk_replaceable_world_gen");
        replaceable = s.tag("minecraft:sculk_replaceable");
        fire = s.tag("minecraft:fire");
    }

    /** Game: {@code addCursors}: cursors of at most 1000 charge each, while fewer than 32 are held. */
    void addCursors(int x, int y, int z, int charge) {
        while (charge > 0) {
            int current = Math.min(charge, MAX_CHARGE);
            if (cursors.size() < MAX_CURSORS) cursors.add(new Cursor(x, y, z, current));
            charge -= current;
        }
    }

    void clear() {
        cursors.clear();
    }

    /** Game: {@code updateCursors} at world generation (no merging). */
    void updateCursors(int ox, int oy, int oz, RandomSource random, boolean spreadVeins) {
        if (cursors.isEmpty()) return;
        List<Cursor> processed = new ArrayList<>();
        Map<Pos, Cursor> mergeable = new HashMap<>();
        for (Cursor cursor : cursors) {
            int far = Math.max(Math.max(Math.abs(cursor.x - ox), Math.abs(cursor.y - oy)), Math.abs(cursor.z - oz));
            if (far > MAX_CURSOR_DISTANCE) continue;
            update(cursor, ox, oy, oz, random, spreadVeins);
            if (cursor.charge <= 0) continue;
            Pos pos = new Pos(cursor.x, cursor.y, cursor.z);
            Cursor existing = mergeable.get(pos);
            if (existing == null) {
                mergeable.put(pos, cursor);
                processed.add(cursor);
                continue;
            }
            // world generation: never merged (game: !isWorldGeneration() && sum <= 1000 merges)
            processed.add(cursor);
            if (cursor.charge < existing.charge) mergeable.put(pos, cursor);
        }
        cursors = processed;
    }

    /** Game: {@code ChargeCursor.update}. */
    private void update(Cursor c, int ox, int oy, int oz, RandomSource random, boolean spreadVeins) {
        if (c.charge <= 0) return;
        if (c.updateDelay > 0) {
            c.updateDelay--;
            return;
        }
        int state = level.getBlockState(c.x, c.y, c.z);
        Behaviour behaviour = behaviour(state);
        if (spreadVeins && attemptSpreadVein(behaviour, c.x, c.y, c.z, state, c.facings)) {
            if (behaviour != Behaviour.SCULK) { // game: canChangeBlockStateOnSpread, false only for sculk
                state = level.getBlockState(c.x, c.y, c.z);
                behaviour = behaviour(state);
            }
        }
        c.charge = attemptUseCharge(behaviour, c, ox, oy, oz, random, spreadVeins);
        if (c.charge <= 0) {
            onDischarged(behaviour, state, c.x, c.y, c.z);
            return;
        }
        int[] transfer = validMovementPos(c.x, c.y, c.z, random);
        if (transfer != null) {
            onDischarged(behaviour, state, c.x, c.y, c.z);
            c.x = transfer[0];
            c.y = transfer[1];
            c.z = transfer[2];
            double dx = c.x - ox, dz = c.z - oz;
            if (!(dx * dx + dz * dz < 15.0 * 15.0)) { // game: closerThan((origin.x, pos.y, origin.z), 15.0)
                c.charge = 0;
                return;
            }
            state = level.getBlockState(c.x, c.y, c.z);
        }
        if (behaviour(state) != Behaviour.DEFAULT) c.facings = availableFaces(state);
        c.decayDelay = behaviour == Behaviour.DEFAULT ? Math.max(c.decayDelay - 1, 0) : 1;
        c.updateDelay = 1; // game: getSculkSpreadDelay
    }

    private Behaviour behaviour(int state) {
        int b = s.block(state);
        return b == sculk ? Behaviour.SCULK : b == vein ? Behaviour.VEIN : Behaviour.DEFAULT;
    }

    /** Game: {@code MultifaceBlock.availableFaces}: the vein's faces; no faces for any other block. */
    private int availableFaces(int state) {
        if (s.block(state) != vein) return 0;
        int mask = 0;
        for (Direction d : Direction.VALUES) if (hasFace(state, d)) mask |= 1 << d.ordinal();
        return mask;
    }

    private boolean attemptSpreadVein(Behaviour behaviour, int x, int y, int z, int state, int facings) {
        if (behaviour != Behaviour.DEFAULT) return spreadAll(state, x, y, z, DEFAULT_SPREAD_ORDER) > 0;
        if (facings == -1) return spreadAll(level.getBlockState(x, y, z), x, y, z, SAME_POSITION_ONLY) > 0;
        if (facings != 0) {
            if (s.isAir(state) || waterSourceFluid(state)) return regrow(x, y, z, state, facings);
            return false;
        }
        return spreadAll(state, x, y, z, DEFAULT_SPREAD_ORDER) > 0;
    }

    /** Game: {@code SculkVeinBlock.regrow}: a vein on every listed face that may attach, flags 3. */
    private boolean regrow(int x, int y, int z, int existing, int faces) {
        int state = veinState;
        boolean any = false;
        for (Direction d : Direction.VALUES) {
            if ((faces & (1 << d.ordinal())) == 0 || !canAttachTo(x + d.dx, y + d.dy, z + d.dz, d)) continue;
            state = s.with(state, d.id(), "true");
            any = true;
        }
        if (!any) return false;
        if (s.hasFluid(existing)) state = s.with(state, "waterlogged", "true");
        level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_ALL);
        return true;
    }

    private int attemptUseCharge(Behaviour behaviour, Cursor c, int ox, int oy, int oz, RandomSource random, boolean spreadVeins) {
        switch (behaviour) {
            case SCULK: return sculkUseCharge(c, ox, oy, oz, random);
            case VEIN:
                if (spreadVeins && attemptPlaceSculk(c.x, c.y, c.z, random)) return c.charge - 1;
                return random.nextInt(CHARGE_DECAY_RATE) == 0 ? (int) Math.floor(c.charge * 0.5f) : c.charge;
            default: return c.decayDelay > 0 ? c.charge : 0;
        }
    }

    /** Game: {@code SculkBlock.attemptUseCharge}. */
    private int sculkUseCharge(Cursor c, int ox, int oy, int oz, RandomSource random) {
        int charge = c.charge;
        if (charge == 0 || random.nextInt(CHARGE_DECAY_RATE) != 0) return charge;
        double dx = c.x - ox, dy = c.y - oy, dz = c.z - oz;
        double distSqr = dx * dx + dy * dy + dz * dz;
        boolean closeToCatalyst = distSqr < (double) NO_GROWTH_RADIUS * NO_GROWTH_RADIUS;
        if (closeToCatalyst || !canPlaceGrowth(c.x, c.y, c.z)) {
            if (random.nextInt(ADDITIONAL_DECAY_RATE) != 0) return charge;
            return charge - (closeToCatalyst ? 1 : decayPenalty(distSqr, charge));
        }
        if (random.nextInt(GROWTH_SPAWN_COST) < charge) {
            int gy = c.y + 1;
            int growth = random.nextInt(SHRIEKER_PLACEMENT_RATE) == 0 ? shriekerState : sensorState;
            if (s.hasFluid(level.getBlockState(c.x, gy, c.z))) growth = s.with(growth, "waterlogged", "true");
            level.setBlock(c.x, gy, c.z, growth, WorldGenLevel.UPDATE_ALL);
        }
        return Math.max(0, charge - GROWTH_SPAWN_COST);
    }

    /** Game: {@code SculkBlock.getDecayPenalty}, in float as the game computes it. */
    static int decayPenalty(double distSqr, int charge) {
        float outer = (float) Math.sqrt(distSqr) - (float) NO_GROWTH_RADIUS;
        float outerSquared = outer * outer;
        int maxReachSquared = (MAX_GROWTH_RATE_RADIUS - NO_GROWTH_RADIUS) * (MAX_GROWTH_RATE_RADIUS - NO_GROWTH_RADIUS);
        float factor = Math.min(1.0f, outerSquared / (float) maxReachSquared);
        return Math.max(1, (int) ((float) charge * factor * 0.5f));
    }

    /**
     * Game: {@code SculkBlock.canPlaceGrowth}: air or water above, at most two sensors/shriekers in 9 x 3 x 9.
     *
     * <p>A cursor may stand 14 blocks from an origin at a chunk edge, so the box can reach two chunks from the centre.
     * The game's {@code WorldGenRegion} reads such a chunk at whatever status it has reached (at least
     * {@code structure_starts}: the features step's {@code directDependencies} go 8 chunks out), which depends on
     * scheduling. Here blocks outside the 3 x 3 region count as no growth, as for a chunk not decorated yet (sensors
     * and shriekers only come from features), instead of failing the read.
     */
    private boolean canPlaceGrowth(int x, int y, int z) {
        int above = level.getBlockState(x, y + 1, z);
        if (!(s.isAir(above) || s.block(above) == water && waterSourceFluid(above))) return false;
        int count = 0;
        for (int bz = z - 4; bz <= z + 4; bz++) for (int by = y; by <= y + 2; by++) for (int bx = x - 4; bx <= x + 4; bx++) {
            if (!level.ensureCanWrite(bx, by, bz)) continue; // outside the 3 x 3 region: see above
            int b = s.block(level.getBlockState(bx, by, bz));
            if (b == sensor || b == shrieker) count++;
            if (count > 2) return false;
        }
        return true;
    }

    /** Game: {@code SculkVeinBlock.attemptPlaceSculk}: turn the block under a shuffled face into sculk. */
    private boolean attemptPlaceSculk(int x, int y, int z, RandomSource random) {
        int state = level.getBlockState(x, y, z);
        for (Direction face : MultifaceGrowthFeature.shuffled(List.of(Direction.VALUES), random)) {
            int sx = x + face.dx, sy = y + face.dy, sz = z + face.dz;
            if (!hasFace(state, face) || !s.is(level.getBlockState(sx, sy, sz), replaceableWorldGen)) continue;
            level.setBlock(sx, sy, sz, sculkState, WorldGenLevel.UPDATE_ALL);
            spreadAll(sculkState, sx, sy, sz, DEFAULT_SPREAD_ORDER);
            Direction skip = face.opposite();
            for (Direction d : Direction.VALUES) {
                if (d == skip) continue;
                int nx = sx + d.dx, ny = sy + d.dy, nz = sz + d.dz;
                int neighbour = level.getBlockState(nx, ny, nz);
                if (s.block(neighbour) == vein) onDischarged(Behaviour.VEIN, neighbour, nx, ny, nz);
            }
            return true;
        }
        return false;
    }

    /** Game: {@code SculkVeinBlock.onDischarged} (the other behaviours do nothing): faces on sculk are dropped. */
    private void onDischarged(Behaviour behaviour, int state, int x, int y, int z) {
        if (behaviour != Behaviour.VEIN || s.block(state) != vein) return;
        for (Direction d : Direction.VALUES) {
            if (hasFace(state, d) && s.block(level.getBlockState(x + d.dx, y + d.dy, z + d.dz)) == sculk) {
                state = s.with(state, d.id(), "false");
            }
        }
        if (availableFaces(state) == 0) state = s.hasFluid(level.getBlockState(x, y, z)) ? waterState : airState;
        level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_ALL);
    }

    /** Game: {@code ChargeCursor.getValidMovementPos}: a sculk neighbour, preferring a vein on replaceable ground. */
    private int[] validMovementPos(int x, int y, int z, RandomSource random) {
        int[] found = null;
        for (int[] o : MultifaceGrowthFeature.shuffled(List.of(NON_CORNER_NEIGHBOURS), random)) {
            int nx = x + o[0], ny = y + o[1], nz = z + o[2];
            int state = level.getBlockState(nx, ny, nz);
            if (behaviour(state) == Behaviour.DEFAULT || !movementUnobstructed(x, y, z, o)) continue;
            found = new int[] {nx, ny, nz};
            if (hasSubstrateAccess(state, nx, ny, nz)) break;
        }
        return found;
    }

    /** Game: {@code SculkVeinBlock.hasSubstrateAccess} (tag {@code sculk_replaceable}, not the world gen one). */
    private boolean hasSubstrateAccess(int state, int x, int y, int z) {
        if (s.block(state) != vein) return false;
        for (Direction d : Direction.VALUES) {
            if (hasFace(state, d) && s.is(level.getBlockState(x + d.dx, y + d.dy, z + d.dz), replaceable)) return true;
        }
        return false;
    }

    /** Game: {@code ChargeCursor.isMovementUnobstructed}: a diagonal step needs one open side. */
    private boolean movementUnobstructed(int x, int y, int z, int[] o) {
        if (Math.abs(o[0]) + Math.abs(o[1]) + Math.abs(o[2]) == 1) return true;
        Direction dirX = o[0] < 0 ? Direction.WEST : Direction.EAST;
        Direction dirY = o[1] < 0 ? Direction.DOWN : Direction.UP;
        Direction dirZ = o[2] < 0 ? Direction.NORTH : Direction.SOUTH;
        if (o[0] == 0) return unobstructed(x, y, z, dirY) || unobstructed(x, y, z, dirZ);
        if (o[1] == 0) return unobstructed(x, y, z, dirX) || unobstructed(x, y, z, dirZ);
        return unobstructed(x, y, z, dirX) || unobstructed(x, y, z, dirY);
    }

    private boolean unobstructed(int x, int y, int z, Direction d) {
        return !support.isFaceSturdy(level.getBlockState(x + d.dx, y + d.dy, z + d.dz), d.opposite().shared());
    }

    /**
     * Game: {@code MultifaceSpreader.spreadAll} of the vein's spreader ({@code types} its spread order): from every
     * face the state may spread from, towards every direction, in {@code Direction} order; the count of placements.
     */
    private long spreadAll(int state, int x, int y, int z, int[] types) {
        boolean otherSource = s.block(state) != vein; // game: isOtherBlockValidAsSource
        long count = 0;
        for (Direction face : Direction.VALUES) {
            if (!(otherSource || hasFace(state, face))) continue;
            for (Direction spread : Direction.VALUES) {
                if (spreadFromFaceTowardDirection(state, otherSource, x, y, z, face, spread, types)) count++;
            }
        }
        return count;
    }

    private boolean spreadFromFaceTowardDirection(int state, boolean otherSource, int x, int y, int z, Direction from,
                                                  Direction spread, int[] types) {
        if (axis(spread) == axis(from)) return false;
        if (!(otherSource || hasFace(state, from) && !hasFace(state, spread))) return false;
        for (int type : types) {
            int px = x, py = y, pz = z;
            Direction face;
            if (type == SAME_POSITION) {
                face = spread;
            } else if (type == SAME_PLANE) {
                px += spread.dx; py += spread.dy; pz += spread.dz;
                face = from;
            } else {
                px += spread.dx + from.dx; py += spread.dy + from.dy; pz += spread.dz + from.dz;
                face = spread.opposite();
            }
            int existing = level.getBlockState(px, py, pz);
            if (!(stateCanBeReplaced(x, y, z, px, py, pz, face, existing) && isValidStateForPlacement(existing, px, py, pz, face))) continue;
            // game: spreadToFace, placeBlock with postProcess = isWorldGeneration, flags 2
            int placed = stateForPlacement(existing, px, py, pz, face);
            if (placed < 0) return false;
            level.chunkAt(px >> 4, pz >> 4).markPostProcessing(px & 15, py, pz & 15);
            return level.setBlock(px, py, pz, placed, WorldGenLevel.UPDATE_CLIENTS);
        }
        return false;
    }

    /** Game: {@code SculkVeinSpreaderConfig.stateCanBeReplaced}. */
    private boolean stateCanBeReplaced(int sx, int sy, int sz, int x, int y, int z, Direction face, int existing) {
        int against = s.block(level.getBlockState(x + face.dx, y + face.dy, z + face.dz));
        if (against == sculk || against == catalyst || against == movingPiston) return false;
        if (Math.abs(sx - x) + Math.abs(sy - y) + Math.abs(sz - z) == 2) {
            Direction back = face.opposite();
            if (support.isFaceSturdy(level.getBlockState(sx + back.dx, sy + back.dy, sz + back.dz), face.shared())) return false;
        }
        if (s.hasFluid(existing) && !waterSourceFluid(existing)) return false;
        if (s.is(existing, fire)) return false;
        return s.canBeReplaced(existing) || s.isAir(existing) || s.block(existing) == vein
                || s.block(existing) == water && s.isSourceFluid(existing);
    }

    /** Game: {@code MultifaceBlock.isValidStateForPlacement} (sculk vein supports every face). */
    private boolean isValidStateForPlacement(int existing, int x, int y, int z, Direction d) {
        if (s.block(existing) == vein && hasFace(existing, d)) return false;
        return canAttachTo(x + d.dx, y + d.dy, z + d.dz, d);
    }

    /** Game: {@code MultifaceBlock.canAttachTo}: the neighbour's support or collision face towards us is full. */
    private boolean canAttachTo(int nx, int ny, int nz, Direction towardsNeighbour) {
        int neighbour = level.getBlockState(nx, ny, nz);
        dev.strata.engine.feature.Direction face = towardsNeighbour.opposite().shared();
        return support.isFaceSturdy(neighbour, face) || support.isCollisionFaceFull(neighbour, face);
    }

    /** Game: {@code MultifaceBlock.getStateForPlacement}; -1 for null. */
    private int stateForPlacement(int old, int x, int y, int z, Direction d) {
        if (!isValidStateForPlacement(old, x, y, z, d)) return -1;
        int state = s.block(old) == vein ? old : waterSourceFluid(old) ? s.with(veinState, "waterlogged", "true") : veinState;
        return s.with(state, d.id(), "true");
    }

    private boolean hasFace(int state, Direction d) {
        return s.block(state) == vein && "true".equals(s.value(state, d.id()));
    }

    /** Game: {@code getFluidState().is(Fluids.WATER)} / {@code isSourceOfType(Fluids.WATER)}: a water source fluid. */
    private boolean waterSourceFluid(int state) {
        return s.isWaterFluid(state) && s.isSourceFluid(state);
    }

    private static int axis(Direction d) {
        return d.dx != 0 ? 0 : d.dy != 0 ? 1 : 2;
    }
}
