/**
 * Built-in grocery vocabulary for Quick Add spelling checks.
 *
 * Kept as whitespace-separated groups so ~1,300 words cost a few KB in the client bundle.
 * Order matters: earlier groups are treated as more frequent when ranking suggestions,
 * so everyday staples come first and niche words last. Both singular and plural are listed
 * only where the plural is irregular or is the form people usually type.
 */
export const DICTIONARY_GROUPS: readonly string[] = [
  // Everyday staples (ranked highest after the Quick Add tiles).
  `Milk Bread Egg Eggs Butter Cheese Yogurt Yoghurt Banana Bananas Apple Apples Orange Oranges
   Carrot Carrots Onion Onions Potato Potatoes Chicken Ground Beef Rice Pasta Cereal Coffee Tea
   Sugar Salt Olive Oil Tomato Tomatoes Lettuce Flour Water Juice Cream Bacon Ham Mince Pork Lamb
   Fish Salmon Tuna Garlic Pepper Peppers Broccoli Spinach Cucumber Avocado Lemon Lemons Lime
   Grapes Strawberries Berries Mushroom Mushrooms Celery Corn Peas Beans Noodles Soup Honey Jam
   Peanut Chips Crisps Biscuits Cookies Crackers Chocolate Sausages Sausage Steak Toast Wraps
   Tortillas Oats Muesli Granola Sauce Ketchup Mayonnaise Mustard Vinegar Spaghetti Lasagne
   Lasagna Pizza Burger Buns Rolls Bagels Muffins Croissants Pie Nuts Almonds Cashews Raisins
   Frozen Fresh Organic Free Range Whole Skim Trim Light Lite Low Fat Full Large Small Medium`,
  // Produce: fruit.
  `Apricot Apricots Blackberries Blackberry Blueberries Blueberry Boysenberries Cantaloupe
   Cherries Cherry Clementine Clementines Coconut Cranberries Cranberry Currants Dates Date Feijoa
   Feijoas Figs Fig Grapefruit Guava Honeydew Kiwi Kiwifruit Kumquat Lychee Lychees Mandarin
   Mandarins Mango Mangoes Melon Nectarine Nectarines Papaya Passionfruit Pawpaw Peach Peaches
   Pear Pears Persimmon Pineapple Plum Plums Pomegranate Prunes Quince Raspberries Raspberry
   Rhubarb Rockmelon Satsuma Starfruit Tamarillo Tamarillos Tangerine Tangelo Watermelon Fruit
   Fruits Limes Sultanas Berry Strawberry Grape Citrus Gooseberries Elderberries Dragonfruit
   Jackfruit Durian Rambutan Loquat Mulberries Plantain Plantains`,
  // Produce: vegetables, herbs and salad.
  `Artichoke Arugula Rocket Asparagus Aubergine Eggplant Beetroot Beet Beets Bok Choy Pak Choi
   Brussels Sprouts Cabbage Capsicum Capsicums Cauliflower Chard Silverbeet Chilli Chillies Chili
   Chiles Jalapeno Jalapenos Courgette Courgettes Zucchini Zucchinis Kale Kumara Kumaras Leek
   Leeks Okra Parsnip Parsnips Pumpkin Pumpkins Squash Butternut Radish Radishes Shallot
   Shallots Scallions Spring Sweet Swede Rutabaga Turnip Turnips Yam Yams Watercress Fennel
   Ginger Horseradish Herbs Basil Coriander Cilantro Parsley Mint Rosemary Thyme Sage Oregano
   Dill Chives Tarragon Lemongrass Bay Leaves Leaf Salad Greens Iceberg Cos Romaine Mesclun
   Endive Radicchio Sprouts Alfalfa Bean Snow Sugar Snap Edamame Sweetcorn Cob Gherkin Gherkins
   Pickles Olives Vegetables Veggies Vegetable Veg Stir Fry Coleslaw Slaw Taro Cassava Daikon
   Wasabi Microgreens Potatoes Agria Desiree Gourmet Baby Cherry Roma Truss Heirloom Hass
   Bell Green Red Yellow White Brown Black Purple`,
  // Meat, poultry and seafood.
  `Breast Breasts Thigh Thighs Drumsticks Drumstick Wings Wing Tenderloins Schnitzel Nuggets
   Roast Rotisserie Turkey Duck Veal Venison Goat Mutton Ribs Rib Eye Ribeye Sirloin Rump
   Scotch Fillet Fillets Brisket Chuck Shank Shoulder Leg Loin Chops Chop Cutlets Cutlet
   Patties Patty Meatballs Meatball Kebabs Skewers Bratwurst Chorizo Salami Pepperoni Prosciutto
   Pastrami Corned Silverside Luncheon Frankfurters Frankfurter Hotdogs Hot Dog Dogs Saveloys
   Cheerios Kransky Pancetta Bresaola Jerky Biltong Deli Meat Meats Poultry Offal Liver Kidney
   Oxtail Tripe Marrow Bones Stock Prawns Prawn Shrimp Scallops Mussels Oysters Clams Squid
   Calamari Octopus Crab Lobster Crayfish Snapper Barramundi Cod Hoki Tarakihi Gurnard Trevally
   Kingfish Trout Haddock Halibut Tilapia Swordfish Sardines Anchovies Mackerel Herring Kippers
   Smoked Seafood Marinara Surimi Roe Caviar Whitebait Paua Pipi Pipis Kina Fishcakes Battered
   Crumbed Boneless Skinless Diced Sliced Shaved Minced Lean Premium Grass Fed Marinated
   Stewing Casserole Topside Flank Skirt Porterhouse Striploin Tbone Wagyu Angus Bolar Gravy`,
  // Dairy, eggs and chilled.
  `Cheddar Mozzarella Parmesan Feta Brie Camembert Gouda Edam Colby Swiss Ricotta Cottage
   Mascarpone Halloumi Haloumi Provolone Gruyere Emmental Havarti Blue Stilton Gorgonzola Pecorino
   Grated Shredded Cheeses Cream Sour Whipping Thickened Double Custard Dessert Puddings Pudding
   Buttermilk Kefir Ghee Margarine Spread Spreadable Lactose Oat Almond Soy Soya Coconut
   Condensed Evaporated Powdered Powder Milkshake Dairy Quark Creme Fraiche Labneh Tzatziki
   Hummus Houmous Dip Dips Paneer Tofu Tempeh Eggs Yolks Whites Chilled Probiotic Greek Natural
   Vanilla Strawberry Flavoured Plain Unsalted Salted Pasteurised Homogenised Raw Cultured`,
  // Bakery.
  `Loaf Loaves Sourdough Baguette Baguettes Ciabatta Focaccia Brioche Rye Wholemeal Wholegrain
   Multigrain Grain Wholewheat Wheat Pita Pitta Naan Flatbread Flatbreads Lavash Crumpets
   Pikelets English Scones Scone Donuts Doughnuts Danish Pastries Pastry Cake Cakes Cupcakes
   Brownies Slice Tart Tarts Pies Quiche Sandwich Sandwiches Hamburger Hotdog Dinner Garlic
   Fruit Toast Raisin Gluten Breadcrumbs Panko Croutons Crispbread Rice Cakes Wafers Pretzels
   Bakery Baked Rolls Bun Bap Cob Batard Pane Challah Pumpernickel Bloomer Tiger`,
  // Pantry: grains, pasta, baking and tins.
  `Basmati Jasmine Arborio Brown Wild Quinoa Couscous Bulgur Barley Lentils Chickpeas Kidney
   Cannellini Borlotti Pinto Black Butter Baked Refried Split Polenta Semolina Cornmeal Cornflour
   Cornstarch Noodle Ramen Udon Soba Vermicelli Egg Penne Fusilli Macaroni Rigatoni Linguine
   Fettuccine Tagliatelle Farfalle Orzo Gnocchi Ravioli Tortellini Cannelloni Shells Spirals
   Risotto Oatmeal Porridge Weetbix Cornflakes Bran Flakes Puffs Rolled Quick Instant Self
   Raising Rising Plain Bread Yeast Baking Soda Bicarbonate Cocoa Icing Caster Demerara Muscovado
   Molasses Treacle Golden Syrup Maple Agave Stevia Sweetener Essence Extract Sprinkles
   Marshmallows Chips Choc Dark Milk White Desiccated Shredded Gelatine Jelly Cornflour Tinned
   Canned Can Cans Tin Tins Tomato Paste Puree Passata Diced Crushed Whole Peeled Beetroot
   Pineapple Peaches Pears Spaghetti Baked Beans Corned Tuna Salmon Sardines Coconut Stock Cubes
   Broth Bouillon Gravy Granules Packet Mix Mixes`,
  // Pantry: condiments, sauces, spreads, oils and spices.
  `Soy Tamari Teriyaki Hoisin Oyster Fish Worcestershire Sriracha Tabasco Hot Chilli Sweet
   Barbecue Barbeque Bbq Pesto Salsa Relish Chutney Aioli Dressing Dressings Ranch Caesar
   Thousand Island Vinaigrette Balsamic Apple Cider Malt Canola Vegetable Sunflower Sesame
   Peanut Rice Bran Avocado Coconut Extra Virgin Spray Shortening Lard Dripping Vegemite Marmite
   Nutella Hazelnut Marmalade Peanut Butter Curd Tahini Miso Curry Paste Powder Masala Garam
   Turmeric Cumin Paprika Cinnamon Nutmeg Cloves Cardamom Allspice Chilli Flakes Cayenne Pepper
   Peppercorns Seasoning Spices Spice Herbs Mixed Italian Cajun Smoked Onion Garlic Salt Sea
   Rock Iodised Kosher Stock Vanilla Bean Pods Saffron Fenugreek Coriander Seeds Mustard
   Dijon Wholegrain American English Horseradish Mint Cranberry Apple Tartare Cocktail Gravy
   Steak Satay Sweet Sour Tikka Korma Butter Chicken Vindaloo Rendang Laksa Pho Tom Yum`,
  // Snacks, sweets and breakfast.
  `Popcorn Corn Chips Nachos Tortilla Doritos Pringles Rice Crackers Jerky Trail Mix Dried
   Apricots Cranberries Mango Banana Muesli Bars Bar Protein Energy Granola Lollies Candy Sweets
   Gum Chewing Mints Licorice Liquorice Toffee Fudge Caramel Pastilles Jellybeans Gummies
   Marshmallow Chocolates Truffles Easter Ice Cream Icecream Gelato Sorbet Sherbet Frozen
   Yogurt Popsicles Iceblocks Lollipops Waffles Pancakes Pancake Syrup Crepes Hash Browns
   Pistachios Walnuts Pecans Hazelnuts Macadamias Macadamia Brazil Peanuts Pine Seeds Chia
   Flaxseed Linseed Pumpkin Sunflower Pepitas Sesame Snack Snacks Treats Cookie Biscuit Cracker`,
  // Frozen and ready meals.
  `Peas Corn Mixed Vegetables Fries Wedges Chips Oven Hash Pizza Pies Pie Pastry Puff Shortcrust
   Filo Phyllo Dumplings Dumpling Gyoza Spring Rolls Samosas Wontons Fish Fingers Nuggets
   Burgers Meals Meal Ready Microwave Lasagne Curry Dinners Berries Ice Cubes Frozen`,
  // Drinks.
  `Water Sparkling Mineral Soda Lemonade Cola Coke Pepsi Sprite Ginger Ale Beer Cider Wine Red
   White Rose Champagne Prosecco Spirits Vodka Gin Rum Whisky Whiskey Bourbon Tequila Brandy
   Liqueur Tonic Juice Orange Apple Cranberry Tomato Grapefruit Pineapple Smoothie Smoothies
   Kombucha Energy Drink Drinks Sports Cordial Squash Iced Coffee Espresso Decaf Instant Ground
   Beans Pods Capsules Filter Plunger Latte Cappuccino Mocha Chai Green Black Herbal Peppermint
   Chamomile Earl Grey Breakfast Bags Leaves Rooibos Matcha Hot Chocolate Milo Ovaltine Cocoa
   Coconut Almond Oat Soy Milk Long Life Uht Flavoured Electrolyte`,
  // Household and cleaning.
  `Toilet Paper Tissues Tissue Paper Towels Towel Napkins Serviettes Foil Aluminium Cling Wrap
   Film Baking Paper Parchment Sandwich Bags Zip Lock Freezer Rubbish Garbage Trash Bin Liners
   Dishwashing Dishwasher Tablets Detergent Liquid Laundry Powder Softener Fabric Bleach Cleaner
   Spray Disinfectant Wipes Sponges Sponge Scourer Scourers Gloves Rubber Mop Broom Bucket
   Brush Cloths Cloth Microfibre Polish Window Glass Surface Bathroom Kitchen Oven Drain Air
   Freshener Candles Matches Lighter Batteries Battery Light Bulbs Bulb Globes Insect Fly
   Pegs Pins Stain Remover Starch Vacuum Dustpan Straws Plates Cups Cutlery Containers Lids
   Candle Charcoal Firelighters Firewood Ice Salt Cleaning Washing Hand Soap Sanitiser Sanitizer`,
  // Personal care and pharmacy.
  `Shampoo Conditioner Body Wash Shower Gel Soap Bar Toothpaste Toothbrush Toothbrushes Floss
   Mouthwash Deodorant Antiperspirant Razor Razors Blades Shaving Foam Moisturiser Moisturizer
   Lotion Sunscreen Sunblock Lip Balm Cotton Buds Swabs Balls Pads Tampons Sanitary Panty
   Liners Makeup Remover Hair Gel Spray Wax Brush Comb Nail Clippers Plasters Bandaids Bandages
   Paracetamol Panadol Ibuprofen Aspirin Antihistamine Vitamins Vitamin Supplements Fish Oil
   Magnesium Zinc Iron Calcium Probiotics Cough Syrup Lozenges Throat Cold Flu Tablets Capsules
   Antiseptic Cream Thermometer Condoms Contact Lens Solution Eye Drops Tweezers Perfume
   Cologne Aftershave Facial Cleanser Toner Serum Mask Exfoliant Scrub Talc Powder`,
  // Baby, pet and misc.
  `Nappies Diapers Formula Infant Toddler Wipes Rash Bottles Teats Dummy Pacifier Puree Pouches
   Rusks Teething Pet Dog Cat Food Kibble Biscuits Treats Litter Bird Seed Fish Flakes Chew
   Bones Collar Leash Flea Worming Puppy Kitten Jar Jars Bottle Box Boxes Bag Bags Packet Packets
   Pack Packs Tray Punnet Punnets Bunch Bunches Head Heads Dozen Half Kilo Kilogram Kilograms
   Gram Grams Kg Litre Litres Liter Liters Ml Millilitre Pound Pounds Lb Lbs Ounce Ounces Oz
   Gallon Gallons Quart Pint Carton Cartons Tub Tubs Roll Rolls Sheet Sheets Stick Sticks Block
   Blocks Wedge Piece Pieces Slices Portion Portions Family Value Bulk Multipack Single Double
   Triple Mini Jumbo Extra King Size Regular Original Classic Reduced Sodium Sugarfree Unsweetened
   Added Gluten Dairy Vegan Vegetarian Keto Paleo Halal Kosher Cage Barn Pasture Wild Caught
   Farmed Local Imported Ripe Unripe Firm Soft Hard Crunchy Creamy Chunky Smooth Thick Thin Cut
   Hot Cold Mild Spicy Medium Strong Rich Fresh Frozen Chilled Dried
   Roasted Toasted Salted Honey Roast Glazed Stuffed Filled Coated Plain Wholefood Superfood`,
  // Regional and less common items (NZ/AU/US vocabulary).
  `Lollies Tomato Sauce Catsup Scallion Garbanzo Arugula Cilantro Snowpeas Mangetout Hokey Pokey
   Pavlova Lamingtons Anzac Tim Tams Pineapple Lumps Jaffas Pinky Chippies Kiwifruit
   Kumara Puha Watties Hundreds Thousands Tomatoes Swiss Chard Collard Collards Grits Hominy
   Biscuit Cornbread Jello Cheez Velveeta Bologna Kielbasa Andouille Prosciutto Lox Bagel Schmear
   Hoagie Sub Grinder Pretzel Pickle Dill Sauerkraut Kimchi Nori Seaweed Panko Bonito Dashi Mirin
   Sake Gochujang Sambal Harissa Chipotle Adobo Enchilada Taco Tacos Burrito Quesadilla Fajita
   Guacamole Queso Tostadas Tamales Empanadas Paella Chorizo Mortadella Capers Sundried Artichokes
   Antipasto Bruschetta Grissini Amaretti Biscotti Panettone Tiramisu Cannoli Baklava Halva
   Couscous Falafel Shawarma Pita Kebab Souvlaki Dolmades Spanakopita Pierogi Borscht Blintzes
   Matzo Bagels Knish Kugel Latkes Brisket Congee Dim Sum Bao Char Siu Wonton Jiaozi Mochi
   Tapioca Sago Pearl Bubble Boba Jasmine Ghee Paneer Dal Dhal Roti Chapati Paratha Papadums
   Pappadums Chutney Pickle Raita Lassi Masala Biryani Pilau Pilaf Tagine Ras Hanout Zaatar Sumac
   Pomegranate Molasses Tahini Halloumi Labneh Freekeh Farro Spelt Amaranth Millet Buckwheat
   Sorghum Teff Psyllium Husk Kelp Spirulina Acai Goji Maca Cacao Nibs Carob Mesquite Yuzu
   Kaffir Galangal Pandan Tamarind Jicama Kohlrabi Celeriac Salsify Sunchoke Jerusalem Rapini
   Broccolini Choy Sum Gai Lan Tatsoi Mizuna Shiitake Enoki Oyster Portobello Button Swiss Brown
   Chestnut Chestnuts Porcini Truffle Morel Chanterelle Oyster Mushrooms Cremini Bulb Clove
   Cloves Stalk Stalks Sprig Sprigs Florets Spears Tips Hearts Kernels Halves Pieces Mince`,
];

/**
 * Connecting words people type inside item names ("bread and butter", "tea with lemon").
 * They count as known words but are never offered as a correction.
 */
export const KNOWN_FILLER_WORDS: readonly string[] = ["a", "an", "and", "with", "of", "in", "for", "the", "or", "no", "to", "on", "x"];
