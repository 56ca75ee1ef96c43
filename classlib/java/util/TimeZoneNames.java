package java.util;

/**
 * Zone names (short and long, standard and daylight) for the zones and languages this library
 * knows, recorded from HotSpot 17 (CLDR data); other zones print as "GMT+hh:mm".
 */
final class TimeZoneNames {
    private TimeZoneNames() {
    }

    private static final String[] LANGS = {"en", "de", "fr"};
    /** Zone ID, short std, long std, short dst, long dst. */
    private static final String[][][] NAMES = {
        {
            {"UTC", "UTC", "Coordinated Universal Time", "UTC", "Coordinated Universal Time"},
            {"GMT", "GMT", "Greenwich Mean Time", "GMT", "Greenwich Mean Time"},
            {"Etc/UTC", "UTC", "Coordinated Universal Time", "UTC", "Coordinated Universal Time"},
            {"Etc/GMT", "GMT", "Greenwich Mean Time", "GMT", "Greenwich Mean Time"},
            {"Europe/Berlin", "CET", "Central European Standard Time", "CEST", "Central European Summer Time"},
            {"Europe/Paris", "CET", "Central European Standard Time", "CEST", "Central European Summer Time"},
            {"Europe/London", "GMT", "Greenwich Mean Time", "BST", "British Summer Time"},
            {"Europe/Rome", "CET", "Central European Standard Time", "CEST", "Central European Summer Time"},
            {"Europe/Madrid", "CET", "Central European Standard Time", "CEST", "Central European Summer Time"},
            {"Europe/Amsterdam", "CET", "Central European Standard Time", "CEST", "Central European Summer Time"},
            {"Europe/Vienna", "CET", "Central European Standard Time", "CEST", "Central European Summer Time"},
            {"Europe/Zurich", "CET", "Central European Standard Time", "CEST", "Central European Summer Time"},
            {"Europe/Moscow", "MSK", "Moscow Standard Time", "MSD", "Moscow Summer Time"},
            {"America/New_York", "EST", "Eastern Standard Time", "EDT", "Eastern Daylight Time"},
            {"America/Chicago", "CST", "Central Standard Time", "CDT", "Central Daylight Time"},
            {"America/Denver", "MST", "Mountain Standard Time", "MDT", "Mountain Daylight Time"},
            {"America/Los_Angeles", "PST", "Pacific Standard Time", "PDT", "Pacific Daylight Time"},
            {"America/Phoenix", "MST", "Mountain Standard Time", "MDT", "Mountain Daylight Time"},
            {"America/Anchorage", "AKST", "Alaska Standard Time", "AKDT", "Alaska Daylight Time"},
            {"America/Sao_Paulo", "BRT", "Brasilia Standard Time", "BRST", "Brasilia Summer Time"},
            {"America/Toronto", "EST", "Eastern Standard Time", "EDT", "Eastern Daylight Time"},
            {"Asia/Tokyo", "JST", "Japan Standard Time", "JDT", "Japan Daylight Time"},
            {"Asia/Kolkata", "IST", "India Standard Time", "IDT", "India Daylight Time"},
            {"Asia/Shanghai", "CST", "China Standard Time", "CDT", "China Daylight Time"},
            {"Asia/Singapore", "SGT", "Singapore Standard Time", "SGST", "Singapore Summer Time"},
            {"Asia/Dubai", "GST", "Gulf Standard Time", "GDT", "Gulf Daylight Time"},
            {"Australia/Sydney", "AEST", "Australian Eastern Standard Time", "AEDT", "Australian Eastern Daylight Time"},
            {"Pacific/Auckland", "NZST", "New Zealand Standard Time", "NZDT", "New Zealand Daylight Time"},
            {"Pacific/Honolulu", "HST", "Hawaii-Aleutian Standard Time", "HDT", "Hawaii-Aleutian Daylight Time"},
            {"Africa/Cairo", "EET", "Eastern European Standard Time", "EEST", "Eastern European Summer Time"},
            {"Africa/Johannesburg", "SAST", "South Africa Standard Time", "SAST", "South Africa Summer Time"},
            {"Europe/Dublin", "GMT", "Greenwich Mean Time", "IST", "Irish Standard Time"},
            {"Europe/Lisbon", "WET", "Western European Standard Time", "WEST", "Western European Summer Time"},
            {"Europe/Istanbul", "TRT", "Turkey Time", "TRST", "Turkey Summer Time"},
            {"Asia/Hong_Kong", "HKT", "Hong Kong Standard Time", "HKST", "Hong Kong Summer Time"},
            {"Asia/Seoul", "KST", "Korean Standard Time", "KDT", "Korean Daylight Time"},
            {"EST5EDT", "EST", "Eastern Standard Time", "EDT", "Eastern Daylight Time"},
            {"CET", "CET", "Central European Time", "CEST", "Central European Summer Time"},
        },
        {
            {"UTC", "UTC", "Koordinierte Weltzeit", "UTC", "Koordinierte Weltzeit"},
            {"GMT", "GMT", "Mittlere Greenwich-Zeit", "GMT", "Mittlere Greenwich-Zeit"},
            {"Etc/UTC", "UTC", "Koordinierte Weltzeit", "UTC", "Koordinierte Weltzeit"},
            {"Etc/GMT", "GMT", "Mittlere Greenwich-Zeit", "GMT", "Mittlere Greenwich-Zeit"},
            {"Europe/Berlin", "MEZ", "Mitteleurop\u00e4ische Normalzeit", "MESZ", "Mitteleurop\u00e4ische Sommerzeit"},
            {"Europe/Paris", "MEZ", "Mitteleurop\u00e4ische Normalzeit", "MESZ", "Mitteleurop\u00e4ische Sommerzeit"},
            {"Europe/London", "GMT", "Mittlere Greenwich-Zeit", "BST", "Britische Sommerzeit"},
            {"Europe/Rome", "MEZ", "Mitteleurop\u00e4ische Normalzeit", "MESZ", "Mitteleurop\u00e4ische Sommerzeit"},
            {"Europe/Madrid", "MEZ", "Mitteleurop\u00e4ische Normalzeit", "MESZ", "Mitteleurop\u00e4ische Sommerzeit"},
            {"Europe/Amsterdam", "MEZ", "Mitteleurop\u00e4ische Normalzeit", "MESZ", "Mitteleurop\u00e4ische Sommerzeit"},
            {"Europe/Vienna", "MEZ", "Mitteleurop\u00e4ische Normalzeit", "MESZ", "Mitteleurop\u00e4ische Sommerzeit"},
            {"Europe/Zurich", "MEZ", "Mitteleurop\u00e4ische Normalzeit", "MESZ", "Mitteleurop\u00e4ische Sommerzeit"},
            {"Europe/Moscow", "MSK", "Moskauer Normalzeit", "MSD", "Moskauer Sommerzeit"},
            {"America/New_York", "EST", "Nordamerikanische Ostk\u00fcsten-Normalzeit", "EDT", "Nordamerikanische Ostk\u00fcsten-Sommerzeit"},
            {"America/Chicago", "CST", "Nordamerikanische Inland-Normalzeit", "CDT", "Nordamerikanische Inland-Sommerzeit"},
            {"America/Denver", "MST", "Rocky Mountain-Normalzeit", "MDT", "Rocky-Mountain-Sommerzeit"},
            {"America/Los_Angeles", "PST", "Nordamerikanische Westk\u00fcsten-Normalzeit", "PDT", "Nordamerikanische Westk\u00fcsten-Sommerzeit"},
            {"America/Phoenix", "MST", "Rocky Mountain-Normalzeit", "MDT", "Rocky-Mountain-Sommerzeit"},
            {"America/Anchorage", "AKST", "Alaska-Normalzeit", "AKDT", "Alaska-Sommerzeit"},
            {"America/Sao_Paulo", "BRT", "Bras\u00edlia-Normalzeit", "BRST", "Bras\u00edlia-Sommerzeit"},
            {"America/Toronto", "EST", "Nordamerikanische Ostk\u00fcsten-Normalzeit", "EDT", "Nordamerikanische Ostk\u00fcsten-Sommerzeit"},
            {"Asia/Tokyo", "JST", "Japanische Normalzeit", "JDT", "Japanische Sommerzeit"},
            {"Asia/Kolkata", "IST", "Indische Normalzeit", "IDT", "Indische Sommerzeit"},
            {"Asia/Shanghai", "CST", "Chinesische Normalzeit", "CDT", "Chinesische Sommerzeit"},
            {"Asia/Singapore", "SGT", "Singapurische Normalzeit", "SGST", "Singapur Sommerzeit"},
            {"Asia/Dubai", "GST", "Golf-Zeit", "GDT", "Golf Sommerzeit"},
            {"Australia/Sydney", "AEST", "Ostaustralische Normalzeit", "AEDT", "Ostaustralische Sommerzeit"},
            {"Pacific/Auckland", "NZST", "Neuseeland-Normalzeit", "NZDT", "Neuseeland-Sommerzeit"},
            {"Pacific/Honolulu", "HST", "Hawaii-Aleuten-Normalzeit", "HDT", "Hawaii-Aleuten-Sommerzeit"},
            {"Africa/Cairo", "OEZ", "Osteurop\u00e4ische Normalzeit", "OESZ", "Osteurop\u00e4ische Sommerzeit"},
            {"Africa/Johannesburg", "SAST", "S\u00fcdafrikanische Zeit", "SAST", "S\u00fcdafrikanische Sommerzeit"},
            {"Europe/Dublin", "GMT", "Mittlere Greenwich-Zeit", "IST", "Irische Sommerzeit"},
            {"Europe/Lisbon", "WEZ", "Westeurop\u00e4ische Normalzeit", "WESZ", "Westeurop\u00e4ische Sommerzeit"},
            {"Europe/Istanbul", "OEZ", "Osteurop\u00e4ische Zeit", "OESZ", "Osteurop\u00e4ische Sommerzeit"},
            {"Asia/Hong_Kong", "HKT", "Hongkong-Normalzeit", "HKST", "Hongkong-Sommerzeit"},
            {"Asia/Seoul", "KST", "Koreanische Normalzeit", "KDT", "Koreanische Sommerzeit"},
            {"EST5EDT", "EST", "Nordamerikanische Ostk\u00fcsten-Normalzeit", "EDT", "Nordamerikanische Ostk\u00fcsten-Sommerzeit"},
            {"CET", "MEZ", "Mitteleurop\u00e4ische Zeit", "MESZ", "Mitteleurop\u00e4ische Sommerzeit"},
        },
        {
            {"UTC", "UTC", "Temps universel coordonn\u00e9", "UTC", "Temps universel coordonn\u00e9"},
            {"GMT", "GMT", "heure moyenne de Greenwich", "GMT", "heure moyenne de Greenwich"},
            {"Etc/UTC", "UTC", "Temps universel coordonn\u00e9", "UTC", "Temps universel coordonn\u00e9"},
            {"Etc/GMT", "UTC", "heure moyenne de Greenwich", "UTC", "heure moyenne de Greenwich"},
            {"Europe/Berlin", "CET", "heure normale d\u2019Europe centrale", "CEST", "heure d\u2019\u00e9t\u00e9 d\u2019Europe centrale"},
            {"Europe/Paris", "CET", "heure normale d\u2019Europe centrale", "CEST", "heure d\u2019\u00e9t\u00e9 d\u2019Europe centrale"},
            {"Europe/London", "GMT", "heure moyenne de Greenwich", "BST", "heure d\u2019\u00e9t\u00e9 britannique"},
            {"Europe/Rome", "CET", "heure normale d\u2019Europe centrale", "CEST", "heure d\u2019\u00e9t\u00e9 d\u2019Europe centrale"},
            {"Europe/Madrid", "CET", "heure normale d\u2019Europe centrale", "CEST", "heure d\u2019\u00e9t\u00e9 d\u2019Europe centrale"},
            {"Europe/Amsterdam", "CET", "heure normale d\u2019Europe centrale", "CEST", "heure d\u2019\u00e9t\u00e9 d\u2019Europe centrale"},
            {"Europe/Vienna", "CET", "heure normale d\u2019Europe centrale", "CEST", "heure d\u2019\u00e9t\u00e9 d\u2019Europe centrale"},
            {"Europe/Zurich", "CET", "heure normale d\u2019Europe centrale", "CEST", "heure d\u2019\u00e9t\u00e9 d\u2019Europe centrale"},
            {"Europe/Moscow", "MSK", "heure normale de Moscou", "MSD", "heure d\u2019\u00e9t\u00e9 de Moscou"},
            {"America/New_York", "EST", "heure normale de l\u2019Est nord-am\u00e9ricain", "EDT", "heure d\u2019\u00e9t\u00e9 de l\u2019Est"},
            {"America/Chicago", "CST", "heure normale du centre nord-am\u00e9ricain", "CDT", "heure d\u2019\u00e9t\u00e9 du Centre"},
            {"America/Denver", "MST", "heure normale des Rocheuses", "MDT", "heure d\u2019\u00e9t\u00e9 des Rocheuses"},
            {"America/Los_Angeles", "PST", "heure normale du Pacifique nord-am\u00e9ricain", "PDT", "heure d\u2019\u00e9t\u00e9 du Pacifique"},
            {"America/Phoenix", "MST", "heure normale des Rocheuses", "MDT", "heure d\u2019\u00e9t\u00e9 des Rocheuses"},
            {"America/Anchorage", "AKST", "heure normale de l\u2019Alaska", "AKDT", "heure d\u2019\u00e9t\u00e9 de l\u2019Alaska"},
            {"America/Sao_Paulo", "BRT", "heure normale de Brasilia", "BRST", "heure d\u2019\u00e9t\u00e9 de Brasilia"},
            {"America/Toronto", "EST", "heure normale de l\u2019Est nord-am\u00e9ricain", "EDT", "heure d\u2019\u00e9t\u00e9 de l\u2019Est"},
            {"Asia/Tokyo", "JST", "heure normale du Japon", "JDT", "heure d\u2019\u00e9t\u00e9 du Japon"},
            {"Asia/Kolkata", "IST", "heure de l\u2019Inde", "IDT", "Heure avanc\u00e9e d'Inde"},
            {"Asia/Shanghai", "CST", "heure normale de la Chine", "CDT", "heure d\u2019\u00e9t\u00e9 de Chine"},
            {"Asia/Singapore", "SGT", "heure de Singapour", "SGST", "Heure d'\u00e9t\u00e9 de Singapour"},
            {"Asia/Dubai", "GST", "heure du Golfe", "GDT", "Heure avanc\u00e9e du Golfe"},
            {"Australia/Sydney", "AEST", "heure normale de l\u2019Est de l\u2019Australie", "AEDT", "heure d\u2019\u00e9t\u00e9 de l\u2019Est de l\u2019Australie"},
            {"Pacific/Auckland", "NZST", "heure normale de la Nouvelle-Z\u00e9lande", "NZDT", "heure d\u2019\u00e9t\u00e9 de la Nouvelle-Z\u00e9lande"},
            {"Pacific/Honolulu", "HST", "heure normale d\u2019Hawaii - Al\u00e9outiennes", "HDT", "heure d\u2019\u00e9t\u00e9 d\u2019Hawaii - Al\u00e9outiennes"},
            {"Africa/Cairo", "EET", "heure normale d\u2019Europe de l\u2019Est", "EEST", "heure d\u2019\u00e9t\u00e9 d\u2019Europe de l\u2019Est"},
            {"Africa/Johannesburg", "SAST", "heure normale d\u2019Afrique m\u00e9ridionale", "SAST", "Heure d'\u00e9t\u00e9 d'Afrique du Sud"},
            {"Europe/Dublin", "GMT", "heure moyenne de Greenwich", "IST", "heure d\u2019\u00e9t\u00e9 irlandaise"},
            {"Europe/Lisbon", "WET", "heure normale d\u2019Europe de l\u2019Ouest", "WEST", "heure d\u2019\u00e9t\u00e9 d\u2019Europe de l\u2019Ouest"},
            {"Europe/Istanbul", "EET", "Heure d'Europe de l'Est", "EEST", "Heure d'\u00e9t\u00e9 d'Europe de l'Est"},
            {"Asia/Hong_Kong", "HKT", "heure normale de Hong Kong", "HKST", "heure d\u2019\u00e9t\u00e9 de Hong Kong"},
            {"Asia/Seoul", "KST", "heure normale de la Cor\u00e9e", "KDT", "heure d\u2019\u00e9t\u00e9 de Cor\u00e9e"},
            {"EST5EDT", "EST", "heure normale de l\u2019Est nord-am\u00e9ricain", "EDT", "heure d\u2019\u00e9t\u00e9 de l\u2019Est"},
            {"CET", "CET", "Heure d'Europe centrale", "CEST", "Heure d'\u00e9t\u00e9 d'Europe centrale"},
        },
    };

    /** The four names after the ID in the locale's language, else English; null if unknown. */
    static String[] names(String id, Locale locale) {
        String[] r = names0(id, locale.getLanguage());
        if (r == null) {
            r = names0(id, "en");
        }
        if (r == null) {
            return null;
        }
        return new String[] {r[1], r[2], r[3], r[4]};
    }

    private static String[] names0(String id, String lang) {
        for (int i = 0; i < LANGS.length; i++) {
            if (LANGS[i].equals(lang)) {
                for (String[] row : NAMES[i]) {
                    if (row[0].equals(id)) {
                        return row;
                    }
                }
            }
        }
        return null;
    }
}
