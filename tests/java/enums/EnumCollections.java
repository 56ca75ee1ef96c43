// Enums as keys and elements: HashMap with enum keys, TreeMap ordering by ordinal,
// enum in records-like holder classes, Enum.compareTo in sort, and values loop.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class EnumCollections {
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }
    enum Rank { TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE }

    static final class Card implements Comparable<Card> {
        final Rank rank; final Suit suit;
        Card(Rank r, Suit s) { rank = r; suit = s; }
        public int compareTo(Card o) { int c = suit.compareTo(o.suit); return c != 0 ? c : rank.compareTo(o.rank); }
        public String toString() { return rank + " of " + suit; }
    }

    public static void main(String[] args) {
        List<Card> deck = new ArrayList<>();
        for (Suit s : Suit.values()) for (Rank r : Rank.values()) deck.add(new Card(r, s));
        System.out.println(deck.size() + " cards, first " + deck.get(0) + ", last " + deck.get(51));
        java.util.Collections.shuffle(deck, new java.util.Random(7));
        List<Card> hand = new ArrayList<>(deck.subList(0, 5));
        System.out.println("hand " + hand);
        java.util.Collections.sort(hand);
        System.out.println("sorted " + hand);
        Map<Suit, Integer> counts = new TreeMap<>();
        for (Card c : deck.subList(0, 20)) counts.merge(c.suit, 1, Integer::sum);
        System.out.println("suits in first 20: " + counts);
        Map<Rank, String> names = new HashMap<>();
        names.put(Rank.ACE, "ace");
        names.put(Rank.KING, "king");
        System.out.println(names.get(Rank.ACE) + " " + names.get(Rank.TWO) + " " + names.containsKey(Rank.KING));
        int score = 0;
        for (Card c : hand) score += c.rank.ordinal() + 2;
        System.out.println("score " + score);
    }
}
