package java.time.format;

/**
 * The texts of the day periods (pattern letter B) by minute of day: for each language and
 * style (B, BBBB, BBBBB), each minute where the text changes. Recorded from HotSpot 17's
 * CLDR data by scripts/locale-data/generate.py (facts, not code). A language not listed
 * uses the root locale's (AM, PM).
 */
final class DayPeriodData {
    private DayPeriodData() {
    }

    /** "language|pattern|minute=text|minute=text...". */
    static final String[] ROWS = {
        "|B|0=AM|720=PM",
        "|BBBB|0=AM|720=PM",
        "|BBBBB|0=AM|720=PM",
        "en|B|0=midnight|1=at night|360=in the morning|720=noon|721=in the afternoon|1080=in the evening|1260=at night",
        "en|BBBB|0=midnight|1=at night|360=in the morning|720=noon|721=in the afternoon|1080=in the evening|1260=at night",
        "en|BBBBB|0=mi|1=at night|360=in the morning|720=n|721=in the afternoon|1080=in the evening|1260=at night",
        "de|B|0=Mitternacht|1=nachts|300=morgens|600=vormittags|720=mittags|780=nachmittags|1080=abends",
        "de|BBBB|0=Mitternacht|1=nachts|300=morgens|600=vormittags|720=mittags|780=nachmittags|1080=abends",
        "de|BBBBB|0=Mitternacht|1=nachts|300=morgens|600=vorm.|720=mittags|780=nachm.|1080=abends",
        "fr|B|0=minuit|1=du matin|720=midi|721=de l\u2019apr\u00e8s-midi|1080=du soir",
        "fr|BBBB|0=minuit|1=du matin|720=midi|721=de l\u2019apr\u00e8s-midi|1080=du soir",
        "fr|BBBBB|0=minuit|1=nuit|240=mat.|720=midi|721=ap.m.|1080=soir",
        "es|B|0=de la madrugada|360=de la ma\u00f1ana|720=del mediod\u00eda|721=de la tarde|1200=de la noche",
        "es|BBBB|0=de la madrugada|360=de la ma\u00f1ana|720=del mediod\u00eda|721=de la tarde|1200=de la noche",
        "es|BBBBB|0=de la madrugada|360=de la ma\u00f1ana|720=del mediod\u00eda|721=de la tarde|1200=de la noche",
        "it|B|0=mezzanotte|1=di notte|360=di mattina|720=mezzogiorno|721=del pomeriggio|1080=di sera",
        "it|BBBB|0=mezzanotte|1=di notte|360=di mattina|720=mezzogiorno|721=del pomeriggio|1080=di sera",
        "it|BBBBB|0=mezzanotte|1=di notte|360=di mattina|720=mezzogiorno|721=di pomeriggio|1080=di sera",
        "pt|B|0=meia-noite|1=da madrugada|360=da manh\u00e3|720=meio-dia|721=da tarde|1140=da noite",
        "pt|BBBB|0=meia-noite|1=da madrugada|360=da manh\u00e3|720=meio-dia|721=da tarde|1140=da noite",
        "pt|BBBBB|0=meia-noite|1=da madrugada|360=da manh\u00e3|720=meio-dia|721=da tarde|1140=da noite",
        "ja|B|0=\u771f\u591c\u4e2d|1=\u591c\u4e2d|240=\u671d|720=\u6b63\u5348|721=\u663c|960=\u5915\u65b9|1140=\u591c|1380=\u591c\u4e2d",
        "ja|BBBB|0=\u771f\u591c\u4e2d|1=\u591c\u4e2d|240=\u671d|720=\u6b63\u5348|721=\u663c|960=\u5915\u65b9|1140=\u591c|1380=\u591c\u4e2d",
        "ja|BBBBB|0=\u771f\u591c\u4e2d|1=\u591c\u4e2d|240=\u671d|720=\u6b63\u5348|721=\u663c|960=\u5915\u65b9|1140=\u591c|1380=\u591c\u4e2d",
        "zh|B|0=\u5348\u591c|1=\u51cc\u6668|300=\u6e05\u6668|480=\u4e0a\u5348|720=\u4e2d\u5348|780=\u4e0b\u5348|1140=\u665a\u4e0a",
        "zh|BBBB|0=\u5348\u591c|1=\u51cc\u6668|300=\u6e05\u6668|480=\u4e0a\u5348|720=\u4e2d\u5348|780=\u4e0b\u5348|1140=\u665a\u4e0a",
        "zh|BBBBB|0=\u5348\u591c|1=\u51cc\u6668|300=\u65e9\u4e0a|480=\u4e0a\u5348|720=\u4e2d\u5348|780=\u4e0b\u5348|1140=\u665a\u4e0a",
        "tr|B|0=gece yar\u0131s\u0131|1=gece|360=sabah|660=\u00f6\u011fleden \u00f6nce|720=\u00f6\u011fle|721=\u00f6\u011fleden sonra|1080=ak\u015fam\u00fcst\u00fc|1140=ak\u015fam|1260=gece",
        "tr|BBBB|0=gece yar\u0131s\u0131|1=gece|360=sabah|660=\u00f6\u011fleden \u00f6nce|720=\u00f6\u011fle|721=\u00f6\u011fleden sonra|1080=ak\u015fam\u00fcst\u00fc|1140=ak\u015fam|1260=gece",
        "tr|BBBBB|0=gece|360=sabah|660=\u00f6\u011fleden \u00f6nce|720=\u00f6|721=\u00f6\u011fleden sonra|1080=ak\u015fam\u00fcst\u00fc|1140=ak\u015fam|1260=gece",
    };
}
