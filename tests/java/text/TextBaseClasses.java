import java.text.*;

public class TextBaseClasses {
    static class Upper extends Format {
        @Override
        public StringBuffer format(Object obj, StringBuffer to, FieldPosition pos) {
            String s = String.valueOf(obj).toUpperCase();
            pos.setBeginIndex(to.length());
            to.append(s);
            pos.setEndIndex(to.length());
            return to;
        }

        @Override
        public Object parseObject(String source, ParsePosition pos) {
            int i = pos.getIndex();
            int j = i;
            while (j < source.length() && Character.isUpperCase(source.charAt(j))) {
                j++;
            }
            if (j == i) {
                pos.setErrorIndex(i);
                return null;
            }
            pos.setIndex(j);
            return source.substring(i, j).toLowerCase();
        }
    }

    public static void main(String[] args) throws Exception {
        Upper u = new Upper();
        System.out.println(u.format("hello"));
        FieldPosition fp = new FieldPosition(3);
        StringBuffer sb = u.format("abc", new StringBuffer("xy"), fp);
        System.out.println(sb + " " + fp.getField() + " " + fp.getBeginIndex() + " " + fp.getEndIndex());
        System.out.println(fp);
        FieldPosition fa = new FieldPosition(NumberFormat.Field.INTEGER);
        System.out.println(fa.getField() + " " + fa.getFieldAttribute());
        System.out.println(new FieldPosition(NumberFormat.Field.FRACTION, 1));
        System.out.println(fp.equals(new FieldPosition(3)) + " " + new FieldPosition(3).equals(new FieldPosition(3)));
        ParsePosition pp = new ParsePosition(0);
        System.out.println(u.parseObject("ABCdef", pp) + " " + pp);
        pp = new ParsePosition(2);
        System.out.println(u.parseObject("ABcd", pp) + " " + pp);
        System.out.println(pp.equals(new ParsePosition(2)) + " " + pp.hashCode());
        try {
            u.parseObject("abc");
        } catch (ParseException e) {
            System.out.println(e + " offset=" + e.getErrorOffset());
        }
        System.out.println(u.parseObject("XYZ"));
        System.out.println(NumberFormat.Field.PERCENT + " " + NumberFormat.Field.EXPONENT_SIGN);
        System.out.println(AttributedCharacterIterator.Attribute.LANGUAGE);
        System.out.println(NumberFormat.INTEGER_FIELD + " " + NumberFormat.FRACTION_FIELD);
        System.out.println(CharacterIterator.DONE == '\uffff');
        Upper c = (Upper) u.clone();
        System.out.println(c != u);
        ParseException pe = new ParseException("bad", 7);
        System.out.println(pe.getMessage() + " " + pe.getErrorOffset());
    }
}
