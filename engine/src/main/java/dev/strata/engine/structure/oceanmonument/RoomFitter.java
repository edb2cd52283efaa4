package dev.strata.engine.structure.oceanmonument;

import static dev.strata.engine.feature.Direction.EAST;
import static dev.strata.engine.feature.Direction.NORTH;
import static dev.strata.engine.feature.Direction.SOUTH;
import static dev.strata.engine.feature.Direction.UP;
import static dev.strata.engine.feature.Direction.WEST;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.random.RandomSource;

/**
 * The room kinds tried for each unclaimed grid room, in the game's order (game: {@code OceanMonumentPieces.Fit*}, the
 * list built in {@code MonumentBuilding}'s constructor): the first that fits makes the piece and claims the rooms it
 * covers. Only the simple room draws from the random (its design).
 */
enum RoomFitter {
    DOUBLE_XY {
        @Override
        boolean fits(RoomDefinition r) {
            if (r.open(EAST) && !r.at(EAST).claimed && r.open(UP) && !r.at(UP).claimed) {
                RoomDefinition east = r.at(EAST);
                return east.open(UP) && !east.at(UP).claimed;
            }
            return false;
        }

        @Override
        OceanMonumentPiece create(Direction o, RoomDefinition r, RandomSource random) {
            r.claimed = true;
            r.at(EAST).claimed = true;
            r.at(UP).claimed = true;
            r.at(EAST).at(UP).claimed = true;
            return new DoubleXYRoom(o, r);
        }
    },
    DOUBLE_YZ {
        @Override
        boolean fits(RoomDefinition r) {
            if (r.open(NORTH) && !r.at(NORTH).claimed && r.open(UP) && !r.at(UP).claimed) {
                RoomDefinition north = r.at(NORTH);
                return north.open(UP) && !north.at(UP).claimed;
            }
            return false;
        }

        @Override
        OceanMonumentPiece create(Direction o, RoomDefinition r, RandomSource random) {
            r.claimed = true;
            r.at(NORTH).claimed = true;
            r.at(UP).claimed = true;
            r.at(NORTH).at(UP).claimed = true;
            return new DoubleYZRoom(o, r);
        }
    },
    DOUBLE_Z {
        @Override
        boolean fits(RoomDefinition r) {
            return r.open(NORTH) && !r.at(NORTH).claimed;
        }

        @Override
        OceanMonumentPiece create(Direction o, RoomDefinition r, RandomSource random) {
            RoomDefinition source = r;
            // the game's fallback to the south room; unreachable after fits() but kept as the game has it
            if (!r.open(NORTH) || r.at(NORTH).claimed) source = r.at(SOUTH);
            source.claimed = true;
            source.at(NORTH).claimed = true;
            return new DoubleZRoom(o, source);
        }
    },
    DOUBLE_X {
        @Override
        boolean fits(RoomDefinition r) {
            return r.open(EAST) && !r.at(EAST).claimed;
        }

        @Override
        OceanMonumentPiece create(Direction o, RoomDefinition r, RandomSource random) {
            r.claimed = true;
            r.at(EAST).claimed = true;
            return new DoubleXRoom(o, r);
        }
    },
    DOUBLE_Y {
        @Override
        boolean fits(RoomDefinition r) {
            return r.open(UP) && !r.at(UP).claimed;
        }

        @Override
        OceanMonumentPiece create(Direction o, RoomDefinition r, RandomSource random) {
            r.claimed = true;
            r.at(UP).claimed = true;
            return new DoubleYRoom(o, r);
        }
    },
    SIMPLE_TOP {
        @Override
        boolean fits(RoomDefinition r) {
            return !r.open(WEST) && !r.open(EAST) && !r.open(NORTH) && !r.open(SOUTH) && !r.open(UP);
        }

        @Override
        OceanMonumentPiece create(Direction o, RoomDefinition r, RandomSource random) {
            r.claimed = true;
            return new SimpleTopRoom(o, r);
        }
    },
    SIMPLE {
        @Override
        boolean fits(RoomDefinition r) {
            return true;
        }

        @Override
        OceanMonumentPiece create(Direction o, RoomDefinition r, RandomSource random) {
            r.claimed = true;
            return new SimpleRoom(o, r, random);
        }
    };

    abstract boolean fits(RoomDefinition r);

    abstract OceanMonumentPiece create(Direction orientation, RoomDefinition r, RandomSource random);
}
